//! Doc comments: strip the comment markers, keep the text.

/// Turns a raw comment (`/** … */`, `///`, `//!`, `/*! */`, `/**< */`) into doc text.
pub(crate) fn doc_text(raw: &str) -> String {
    let raw = raw.trim();
    if raw.starts_with("//") {
        return raw
            .lines()
            .map(|l| {
                let l = l.trim_start();
                l.strip_prefix("///")
                    .or_else(|| l.strip_prefix("//"))
                    .unwrap_or(l)
            })
            .collect::<Vec<_>>()
            .join("\n");
    }
    let inner = raw.strip_prefix("/*").unwrap_or(raw);
    let inner = inner.strip_suffix("*/").unwrap_or(inner);
    // The opening marker is any run of `*` and `!` (`/**`, `/*!`, `/**!<`,
    // and a `/*****` banner, whose first line is then empty); each further
    // line loses its indentation and its run of leading `*` (a banner's
    // closing `*****` line becomes empty too). Upstream cleans them so.
    let inner = inner.trim_start_matches(['*', '!']);
    let lines: Vec<&str> = inner.lines().collect();
    let mut out: Vec<String> = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        let mut l = *line;
        if i > 0 {
            l = l.trim_start().trim_start_matches('*');
        }
        out.push(l.trim_end().to_string());
    }
    while out.last().is_some_and(|l| l.trim().is_empty()) && out.len() > 1 {
        out.pop();
    }
    if out.first().is_some_and(|l| l.trim().is_empty()) && out.len() > 1 {
        out.remove(0);
    }
    out.join("\n")
}

#[cfg(test)]
mod tests {
    use super::doc_text;

    #[test]
    fn strips_markers() {
        assert_eq!(
            doc_text("/// Triple slash\n/// second line"),
            " Triple slash\n second line"
        );
        assert_eq!(doc_text("/** Block doc */"), " Block doc");
        assert_eq!(doc_text("//! bang"), "! bang");
        assert_eq!(doc_text("/**< x */"), "< x");
        assert_eq!(doc_text("/*! bang block */"), " bang block");
        assert_eq!(doc_text("/*!< bang trailing */"), "< bang trailing");
        assert_eq!(doc_text("/***/"), "");
        assert_eq!(
            doc_text("/*******\n*  Banner\n*******/"),
            "  Banner",
            "a banner keeps its title only"
        );
        assert_eq!(
            doc_text("/**\n * **Bold** start\n ** two stars\n */"),
            " **Bold** start\n two stars"
        );
        assert_eq!(
            doc_text("/**\n * Block doc\n *\n * @param x the x\n */"),
            " Block doc\n\n @param x the x"
        );
    }
}
