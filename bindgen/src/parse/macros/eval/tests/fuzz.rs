//! Seeded fuzzing: random tokens, literals and data models never panic.
use super::*;

#[test]
fn fuzz_random_tokens() {
    let vocab: &[&str] = &[
        "0",
        "1",
        "7",
        "-",
        "+",
        "*",
        "/",
        "%",
        "<<",
        ">>",
        "<",
        ">",
        "<=",
        ">=",
        "==",
        "!=",
        "&",
        "^",
        "|",
        "&&",
        "||",
        "?",
        ":",
        "(",
        ")",
        "(",
        ")",
        ",",
        "~",
        "!",
        "#",
        "##",
        "...",
        "2147483647",
        "0x80000000",
        "0xFFFFFFFFFFFFFFFFULL",
        "18446744073709551615",
        "1e308",
        "0x1p-1074",
        "1.5",
        ".5",
        "0.0",
        "'a'",
        r"'\xff'",
        "'ab'",
        r#""s""#,
        r#"L"w""#,
        "sizeof",
        "int",
        "unsigned",
        "long",
        "char",
        "short",
        "_Bool",
        "__int128",
        "double",
        "void",
        "struct",
        "const",
        "uint64_t",
        "size_t",
        "__extension__",
        "defined",
        "FIVE",
        "BIG",
        "SUM",
        "SELF",
        "PING",
        "U64_MAX",
        "ADD",
        "CAT",
        "CAT3",
        "STR",
        "XSTR",
        "ID",
        "TWICE",
        "COUNT",
        "FIRST",
        "VA",
        "REC",
        "ZERO",
        "BIT",
        "OPT",
        "HASH_NOPARAM",
        "EMPTY",
        "GREETING",
        "LETTER",
        "HALF",
        "__VA_ARGS__",
        "x",
        "1U",
        "1LL",
        "077",
        "0b11",
        "08",
        "1.5.1",
        "0x1p",
        "'",
        "\"",
        r"'\u00e9'",
        "u8'a'",
        "U'a'",
        "(int)",
        "-1",
        "64",
        "127",
        "128",
        "31",
        "32",
        "63",
    ];
    let env = std_env();
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    // MACRO_EVAL_FUZZ_ROUNDS / MACRO_EVAL_FUZZ_SEED allow longer runs by hand.
    let env_num = |k: &str| std::env::var(k).ok().and_then(|v| v.parse::<u64>().ok());
    let rounds = env_num("MACRO_EVAL_FUZZ_ROUNDS").unwrap_or(20_000);
    rng.0 ^= env_num("MACRO_EVAL_FUZZ_SEED").unwrap_or(0);
    for round in 0..rounds {
        let len = 1 + if round % 50 == 0 {
            rng.below(300)
        } else {
            rng.below(24)
        };
        let toks: Vec<Tok> = (0..len).flat_map(|_| lex(rng.pick(vocab))).collect();
        let dm = if round % 3 == 0 {
            DataModel::ILP32
        } else {
            DataModel::LP64
        };
        let _ = evaluate(&toks, &env, &dm);
    }
}

#[test]
fn fuzz_random_literals() {
    let chars: Vec<char> = "0123456789abcdefxXpPeE+-.uUlL'\"\\ né?".chars().collect();
    let mut rng = Rng(12345);
    for _ in 0..20_000 {
        let len = 1 + rng.below(24);
        let text: String = (0..len).map(|_| chars[rng.below(chars.len())]).collect();
        let _ = literal::parse_literal(&text, &DataModel::LP64);
        let tok = Tok {
            kind: TokKind::Literal,
            text,
        };
        let _ = evaluate(&[tok], &Env::default(), &DataModel::LP64);
    }
}

#[test]
fn fuzz_hostile_data_models() {
    let env = std_env();
    for long_bits in [0, 1, 7, 16, 200, u32::MAX] {
        for pointer_bits in [0, 8, 200] {
            let dm = DataModel {
                long_bits,
                pointer_bits,
                char_signed: long_bits % 2 == 0,
            };
            for src in [
                "~0UL",
                "-1L < 0U",
                "(long)-1 >> 3",
                "sizeof(long) + sizeof(void*)",
                "1L << 5",
                "(size_t)-1",
            ] {
                let _ = evaluate(&lex(src), &env, &dm);
            }
        }
    }
}
