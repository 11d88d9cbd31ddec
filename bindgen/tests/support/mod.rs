//! Reading the library's own sources as code, for the tests that check
//! their structure: literal and comment contents blanked, test-only and
//! generated code set apart. Every function keeps offsets and line
//! breaks, so a finding can still name its line.

// Each test crate that includes this module uses a part of it.
#![allow(dead_code)]

/// `text` with the contents of comments, strings and character literals
/// replaced by spaces (their line breaks kept): a brace, a path or a
/// `panic!` inside one cannot mislead a reader of the code.
pub fn blank(text: &str) -> String {
    let b: Vec<char> = text.chars().collect();
    let mut out: Vec<char> = b.clone();
    let blank_range = |from: usize, to: usize, out: &mut Vec<char>| {
        for c in out.iter_mut().take(to.min(b.len())).skip(from) {
            if *c != '\n' {
                *c = ' ';
            }
        }
    };
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        let next = b.get(i + 1).copied();
        let start = i;
        if c == '/' && next == Some('/') {
            while i < b.len() && b[i] != '\n' {
                i += 1;
            }
            blank_range(start, i, &mut out);
        } else if c == '/' && next == Some('*') {
            let mut depth = 0;
            while i < b.len() {
                if b[i] == '/' && b.get(i + 1) == Some(&'*') {
                    depth += 1;
                    i += 2;
                } else if b[i] == '*' && b.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
            blank_range(start, i, &mut out);
        } else if c == '"' {
            i = past_string(&b, i + 1);
            blank_range(start + 1, i - 1, &mut out);
        } else if let Some((from, hashes)) = raw_string_start(&b, i) {
            i = past_raw_string(&b, from, hashes);
            blank_range(from, i.saturating_sub(1 + hashes), &mut out);
        } else if c == '\'' {
            // A character literal (`'{'`, `'\n'`), else a lifetime or label.
            if next == Some('\\') {
                i += 2;
                while i < b.len() && b[i] != '\'' {
                    i += 1;
                }
                blank_range(start + 1, i, &mut out);
                i += 1;
            } else if b.get(i + 2) == Some(&'\'') {
                blank_range(start + 1, start + 2, &mut out);
                i += 3;
            } else {
                i += 1;
            }
        } else if is_word(c) {
            while i < b.len() && is_word(b[i]) {
                i += 1;
            }
        } else {
            i += 1;
        }
    }
    out.into_iter().collect()
}

/// Whether `c` can be part of an identifier.
pub fn is_word(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// The index just after the string whose contents start at `i`.
fn past_string(b: &[char], mut i: usize) -> usize {
    while i < b.len() {
        match b[i] {
            '\\' => i += 2,
            '"' => return i + 1,
            _ => i += 1,
        }
    }
    b.len()
}

/// For a raw string (`r"`, `r#"`, `br#"`) starting at `i`: where its
/// contents start, and how many `#`s close it.
fn raw_string_start(b: &[char], i: usize) -> Option<(usize, usize)> {
    if i > 0 && is_word(b[i - 1]) {
        return None;
    }
    let mut j = i;
    if b.get(j) == Some(&'b') {
        j += 1;
    }
    if b.get(j) != Some(&'r') {
        return None;
    }
    j += 1;
    let mut hashes = 0;
    while b.get(j) == Some(&'#') {
        hashes += 1;
        j += 1;
    }
    (b.get(j) == Some(&'"')).then_some((j + 1, hashes))
}

fn past_raw_string(b: &[char], mut i: usize, hashes: usize) -> usize {
    while i < b.len() {
        if b[i] == '"' && (1..=hashes).all(|k| b.get(i + k) == Some(&'#')) {
            return i + 1 + hashes;
        }
        i += 1;
    }
    b.len()
}

/// The child modules that blanked `code` declares for tests only
/// (`#[cfg(test)] mod name;`): their files are test code.
pub fn test_only_modules(code: &str) -> Vec<String> {
    let mut out = Vec::new();
    for (pos, _) in code.match_indices("#[cfg(test)]") {
        let rest = code[pos + "#[cfg(test)]".len()..].trim_start();
        let rest = rest
            .strip_prefix("pub(crate)")
            .or_else(|| rest.strip_prefix("pub"))
            .unwrap_or(rest)
            .trim_start();
        let Some(rest) = rest.strip_prefix("mod ") else {
            continue;
        };
        let name: String = rest
            .trim_start()
            .chars()
            .take_while(|c| is_word(*c))
            .collect();
        let after = rest.trim_start()[name.len()..].trim_start();
        if after.starts_with(';') {
            out.push(name);
        }
    }
    out
}

/// Blanked `code` with every item or statement under `#[cfg(test)]` and
/// every `quote!` group (text of the bindings, not code of the library)
/// blanked too.
pub fn product_code(code: &str) -> String {
    let mut out: Vec<char> = code.chars().collect();
    let starts: Vec<usize> = ["#[cfg(test)]", "quote!", "quote_spanned!"]
        .iter()
        .flat_map(|pat| {
            code.match_indices(pat)
                .filter(|(pos, _)| *pos == 0 || !is_word(char_before(code, *pos)))
                .map(|(pos, _)| code[..pos].chars().count())
                .collect::<Vec<_>>()
        })
        .collect();
    for start in starts {
        let end = item_end(&out, start);
        for c in out.iter_mut().take(end).skip(start) {
            if *c != '\n' {
                *c = ' ';
            }
        }
    }
    out.into_iter().collect()
}

fn char_before(code: &str, pos: usize) -> char {
    code[..pos].chars().next_back().unwrap_or(' ')
}

/// Where the item, statement or macro group starting at `start` ends: after
/// its first `;` or `{ .. }` block outside brackets, or after its first
/// bracketed group when it is a macro (`quote! { .. }`, `quote!(..)`).
fn item_end(b: &[char], start: usize) -> usize {
    let mut i = start;
    // Past the attribute itself.
    if b.get(i) == Some(&'#') {
        while i < b.len() && b[i] != ']' {
            i += 1;
        }
        i += 1;
    }
    let is_macro = b.get(start) != Some(&'#');
    let mut depth = 0usize;
    while i < b.len() {
        match b[i] {
            '(' | '[' | '{' => {
                if depth == 0 && b[i] == '{' && !is_macro {
                    return past_group(b, i);
                }
                if depth == 0 && is_macro {
                    return past_group(b, i);
                }
                depth += 1;
            }
            ')' | ']' | '}' => depth = depth.saturating_sub(1),
            ';' if depth == 0 => return i + 1,
            _ => {}
        }
        i += 1;
    }
    b.len()
}

/// The index just after the bracketed group that opens at `i`.
fn past_group(b: &[char], mut i: usize) -> usize {
    let mut depth = 0usize;
    while i < b.len() {
        match b[i] {
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' => {
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    return i + 1;
                }
            }
            _ => {}
        }
        i += 1;
    }
    b.len()
}

/// The 1-based line of byte offset `at` in `code`.
pub fn line_of(code: &str, at: usize) -> usize {
    1 + code[..at].matches('\n').count()
}
