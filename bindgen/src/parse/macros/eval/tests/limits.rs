//! Bounds on hostile input: token, nesting and expansion limits.
use super::*;

#[test]
fn limits() {
    let nest = |n: usize, inner: &str| format!("{}{}{}", "(".repeat(n), inner, ")".repeat(n));
    assert_eq!(ev(&nest(200, "1")), int(1, Int));
    assert_eq!(ev(&nest(300, "1")), Err(EvalError::TooComplex));
    assert_eq!(ev(&format!("{}1", "- ".repeat(200))), int(1, Int));
    assert_eq!(
        ev(&format!("{}1", "- ".repeat(300))),
        Err(EvalError::TooComplex)
    );
    assert_eq!(
        ev(&format!("{}1", "(int)".repeat(300))),
        Err(EvalError::TooComplex)
    );
    assert_eq!(
        ev(&format!("{}1{}", "1 ? ".repeat(300), " : 0".repeat(300))),
        Err(EvalError::TooComplex)
    );
    assert_eq!(ev(&format!("{}1", "1 + ".repeat(2000))), int(2001, Int));
    assert_eq!(
        ev(&format!("{}1", "1 + ".repeat(2100))),
        Err(EvalError::TooComplex)
    );
    // Right-nested binary operators recurse.
    let right = format!("{}1{}", "1 + (".repeat(120), ")".repeat(120));
    assert_eq!(ev(&right), int(121, Int));

    // Exponential object-like expansion.
    let mut env = Env::default().raw("A0", "1");
    for i in 1..=20 {
        env = env.raw(&format!("A{i}"), &format!("(A{} + A{})", i - 1, i - 1));
    }
    assert_eq!(evaluate(&lex("A5"), &env, &DataModel::LP64), int(32, Int));
    assert_eq!(
        evaluate(&lex("A20"), &env, &DataModel::LP64),
        Err(EvalError::TooComplex)
    );
    // The same with evaluated values is cheap.
    let env = Env::default().value(
        "V",
        MacroValue::Int {
            value: 1 << 19,
            ty: Int,
        },
    );
    assert_eq!(
        evaluate(&lex("V + V"), &env, &DataModel::LP64),
        int(1 << 20, Int)
    );

    // Long chains of object-like macros.
    let mut env = Env::default();
    for i in 0..100 {
        env = env.raw(&format!("C{i}"), &format!("C{}", i + 1));
    }
    env = env.raw("C100", "7");
    assert_eq!(evaluate(&lex("C50"), &env, &DataModel::LP64), int(7, Int));
    assert_eq!(
        evaluate(&lex("C0"), &env, &DataModel::LP64),
        Err(EvalError::TooComplex)
    );

    // Deeply nested macro arguments.
    let nested = |n: usize| format!("{}5{}", "ID(".repeat(n), ")".repeat(n));
    assert_eq!(ev(&nested(30)), int(5, Int));
    assert_eq!(ev(&nested(100)), Err(EvalError::TooComplex));

    // Too many tokens straight away.
    assert_eq!(ev(&"1 ".repeat(5000)), Err(EvalError::TooComplex));

    // A function-like macro whose expansion grows without bound.
    let env = Env::default()
        .func("G", "x", "G(x x)")
        .func("H", "x", "x x x x");
    let r = evaluate(&lex("H(H(H(H(H(H(H(1)))))))"), &env, &DataModel::LP64);
    assert_eq!(r, Err(EvalError::TooComplex));
}

#[test]
fn hostile_inputs_terminate_quickly() {
    let start = std::time::Instant::now();
    let env = Env::default()
        .func("F", "x", "x x")
        .func("f", "x", "x f")
        .func("P", "x", "Q(x x)")
        .func("Q", "x", "P(x x)")
        .func("S", "x", "#x #x #x #x")
        .func("K", "a, b", "a ## b ## a ## b")
        .raw("O", "O O O O")
        .raw("W", "F(W) F(W)");
    let srcs = [
        format!("{}1{}", "F(".repeat(40), ")".repeat(40)),
        format!("f{}", "(1)".repeat(1300)),
        "P(1)".to_owned(),
        "O".to_owned(),
        "W".to_owned(),
        format!("S({})", "x ".repeat(4000)),
        format!("{}1{}", "S(".repeat(60), ")".repeat(60)),
        format!("{}1{}", "K(".repeat(60), ", 2)".repeat(60)),
        format!("F({})", "(".repeat(4000)),
        "( ".repeat(4096),
        "1 ? ".repeat(2048),
    ];
    for src in &srcs {
        // Only termination matters here (some of these are even valid).
        let _ = evaluate(&lex(src), &env, &DataModel::LP64);
    }
    assert!(
        start.elapsed() < std::time::Duration::from_secs(20),
        "{:?}",
        start.elapsed()
    );
}

#[test]
fn limits_within_small_stack() {
    // The deepest accepted expressions must not need much stack, even in debug builds.
    let handle = std::thread::Builder::new()
        .stack_size(1 << 20)
        .spawn(|| {
            let mut results = Vec::new();
            let srcs = [
                format!("{}1{}", "(".repeat(255), ")".repeat(255)),
                format!("{}1", "- ".repeat(255)),
                format!("{}1{}", "1 + (".repeat(127), ")".repeat(127)),
                format!("{}1{}", "1 || (0 && (".repeat(85), "))".repeat(85)),
                format!("{}1", "(int)".repeat(255)),
                format!("{}5{}", "ID(".repeat(63), ")".repeat(63)),
            ];
            for s in &srcs {
                results.push(ev(s).is_ok() || ev(s) == Err(EvalError::TooComplex));
            }
            results
        })
        .unwrap();
    assert!(handle.join().unwrap().into_iter().all(|ok| ok));
}

#[test]
fn errors_display() {
    assert_eq!(
        EvalError::UnknownIdent("X".into()).to_string(),
        "unknown identifier `X`"
    );
    assert!(!EvalError::TooComplex.to_string().is_empty());
    assert_eq!(CInt::Long.bits(&DataModel::ILP32), 32);
    assert!(CInt::Char.is_signed(&DataModel::LP64));
    assert!(!CInt::ULong.is_signed(&DataModel::LP64));
}
