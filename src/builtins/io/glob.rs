//! `expand_file_name/2`: file names from a pattern as a Unix shell makes
//! them, as SWI-Prolog does: `~` at the start is the home directory,
//! `{a,b}` gives each alternative, and in each part of the path `*`,
//! `?` and `[...]` match the entries of the directory (names starting
//! with `.` only when the pattern does). The matches come sorted; a
//! pattern without wildcards gives itself, whether or not it exists.
//! `tty_size/2`: the terminal's rows and columns.

use crate::builtins::text::get_text;
use crate::builtins::{Ctx, Flow, Registry, Res};
use crate::term::{atom, Cell};

pub(super) fn register(r: &mut Registry) {
    r.add("expand_file_name", 2, expand_file_name);
    r.add("tty_size", 2, tty_size);
}

fn expand_file_name(m: &mut Ctx, a: &[Cell]) -> Res {
    let spec = get_text(m, a[0], "text")?;
    let names = expand(&spec);
    let items: Vec<Cell> = names.iter().map(|n| m.st.new_atom(n)).collect();
    let l = m.st.new_list(&items, Cell::Atom(atom::NIL));
    Ok(m.st.unify(a[1], l))
}

/// The names `spec` stands for.
fn expand(spec: &str) -> Vec<String> {
    let mut out = Vec::new();
    for pattern in braces(spec) {
        let pattern = match pattern.strip_prefix('~') {
            Some(rest) if rest.is_empty() || rest.starts_with('/') => {
                let home = std::env::var("HOME").unwrap_or_default();
                format!("{home}{rest}")
            }
            _ => pattern,
        };
        if !pattern.contains(['*', '?', '[']) {
            out.push(pattern);
            continue;
        }
        let mut found = Vec::new();
        let (root, parts) = match pattern.strip_prefix('/') {
            Some(rest) => ("/".to_string(), rest),
            None => (String::new(), pattern.as_str()),
        };
        walk(&root, &parts.split('/').collect::<Vec<_>>(), &mut found);
        found.sort();
        out.extend(found);
    }
    out
}

/// `a{b,c}d` as `abd`, `acd` (nested and repeated braces too).
fn braces(s: &str) -> Vec<String> {
    let Some(open) = s.find('{') else {
        return vec![s.to_string()];
    };
    let mut depth = 0;
    let mut parts = Vec::new();
    let mut from = open + 1;
    for (i, c) in s[open..].char_indices().map(|(i, c)| (i + open, c)) {
        match c {
            '{' => depth += 1,
            '}' => {
                depth -= 1;
                if depth == 0 {
                    parts.push(&s[from..i]);
                    let (head, tail) = (&s[..open], &s[i + 1..]);
                    return parts
                        .iter()
                        .flat_map(|p| braces(&format!("{head}{p}{tail}")))
                        .collect();
                }
            }
            ',' if depth == 1 => {
                parts.push(&s[from..i]);
                from = i + 1;
            }
            _ => {}
        }
    }
    // An unclosed brace is an ordinary character.
    vec![s.to_string()]
}

/// Adds to `found` the names under `dir` (`""`: the working directory)
/// that the path parts `parts` match.
fn walk(dir: &str, parts: &[&str], found: &mut Vec<String>) {
    let Some((&part, rest)) = parts.split_first() else {
        return;
    };
    let join = |name: &str| match dir {
        "" => name.to_string(),
        d if d.ends_with('/') => format!("{d}{name}"),
        d => format!("{d}/{name}"),
    };
    if !part.contains(['*', '?', '[']) {
        let path = join(part);
        match rest.is_empty() {
            true if std::path::Path::new(&path).exists() => found.push(path),
            true => {}
            false => walk(&path, rest, found),
        }
        return;
    }
    let read = match dir {
        "" => std::fs::read_dir("."),
        d => std::fs::read_dir(d),
    };
    let Ok(entries) = read else {
        return;
    };
    let pat: Vec<char> = part.chars().collect();
    for entry in entries.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        if name.starts_with('.') && !part.starts_with('.') {
            continue;
        }
        let chars: Vec<char> = name.chars().collect();
        if !matches(&pat, &chars) {
            continue;
        }
        let path = join(&name);
        if rest.is_empty() {
            found.push(path);
        } else if entry.path().is_dir() {
            walk(&path, rest, found);
        }
    }
}

/// Whether `name` matches the shell pattern `pat`.
fn matches(pat: &[char], name: &[char]) -> bool {
    match pat.split_first() {
        None => name.is_empty(),
        Some(('*', rest)) => (0..=name.len()).any(|i| matches(rest, &name[i..])),
        Some(('?', rest)) => !name.is_empty() && matches(rest, &name[1..]),
        Some(('[', rest)) => {
            let Some(close) = rest.iter().skip(1).position(|&c| c == ']').map(|p| p + 1) else {
                return name.first() == Some(&'[') && matches(rest, &name[1..]);
            };
            let Some(&c) = name.first() else {
                return false;
            };
            let (negate, set) = match rest[0] {
                '^' | '!' => (true, &rest[1..close]),
                _ => (false, &rest[..close]),
            };
            let mut hit = false;
            let mut i = 0;
            while i < set.len() {
                if i + 2 < set.len() && set[i + 1] == '-' {
                    hit |= set[i] <= c && c <= set[i + 2];
                    i += 3;
                } else {
                    hit |= set[i] == c;
                    i += 1;
                }
            }
            hit != negate && matches(&rest[close + 1..], &name[1..])
        }
        Some((&p, rest)) => name.first() == Some(&p) && matches(rest, &name[1..]),
    }
}

/// `tty_size(-Rows, -Columns)` of the terminal on standard output; SWI's
/// `system_error` when it is not one.
fn tty_size(m: &mut Ctx, a: &[Cell]) -> Res {
    let mut size = nix::libc::winsize {
        ws_row: 0,
        ws_col: 0,
        ws_xpixel: 0,
        ws_ypixel: 0,
    };
    // SAFETY: TIOCGWINSZ writes one winsize into the struct it is given.
    let ok = unsafe { nix::libc::ioctl(1, nix::libc::TIOCGWINSZ, &mut size) } == 0;
    if !ok {
        let name = m.st.intern("tty_size");
        let pi = crate::builtins::indicator(m, name, 2);
        let why = m.st.new_atom("Inappropriate ioctl for device");
        let context = m.st.new_compound(atom::CONTEXT, &[pi, why]);
        let formal = Cell::Atom(m.st.intern("system_error"));
        let ball = m.st.new_compound(atom::ERROR, &[formal, context]);
        return Err(Flow::Throw(ball));
    }
    let rows = Cell::Int(size.ws_row as i64);
    let cols = Cell::Int(size.ws_col as i64);
    Ok(m.st.unify(a[0], rows) && m.st.unify(a[1], cols))
}

#[cfg(test)]
mod tests {
    use super::{braces, matches};

    fn m(p: &str, n: &str) -> bool {
        matches(
            &p.chars().collect::<Vec<_>>(),
            &n.chars().collect::<Vec<_>>(),
        )
    }

    #[test]
    fn shell_patterns_match_as_sh_does() {
        assert!(m("*.pl", "a.pl"));
        assert!(!m("*.pl", "a.plx"));
        assert!(m("?.pl", "a.pl"));
        assert!(!m("?.pl", "ab.pl"));
        assert!(m("[ab].pl", "b.pl"));
        assert!(!m("[ab].pl", "c.pl"));
        assert!(m("[a-c]x", "bx"));
        assert!(m("[^a]x", "bx"));
        assert!(m("a*b*c", "aXbYc"));
        assert_eq!(braces("{a,b}.pl"), ["a.pl", "b.pl"]);
        assert_eq!(braces("x{a,{b,c}}y"), ["xay", "xby", "xcy"]);
        assert_eq!(braces("{a"), ["{a"]);
    }
}
