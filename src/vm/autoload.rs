//! Libraries kept out of the start-up prelude, and the autoloader that
//! loads one when a program first calls a predicate it exports, as
//! SWI-Prolog autoloads its libraries.
//!
//! Each library is a prelude file that starts with `:- module(Name,
//! Exports)`, as SWI's libraries do. The export lists are the autoload
//! index; they are read (only that first term of each file) the first
//! time a call finds no definition, so start-up pays nothing for them.
//! A library loads as system code, owned by the prelude
//! (`load::PRELUDE_FILE`); its clauses for a predicate the program
//! defined first are skipped (`load.rs`, `load_term`), so the program's
//! definition wins whichever loads first. `clpfd` is loaded only by
//! `use_module(library(clpfd))`: its operators must be there before a
//! program using them is read. A library split by concern includes its
//! parts (`:- include(F)`, `PARTS`), embedded as the libraries are.
//!
//! **Invariant:** a library loads inside the run in progress (a call of
//! one of its predicates, a directive, `use_module/1`): its directives
//! and grammar rules run as nested runs, which keep the caller's
//! argument registers, and the code arena is only appended to, so the
//! continuation of the call that triggered it stays valid. Nothing here
//! runs at depth 0 except an explicit load from Rust.

use std::collections::HashMap;

use super::Machine;
use crate::builtins::Flow;
use crate::reader::{Node, OpTable, ReadFlags, ReadTerm, Reader};
use crate::term::Cell;

/// A prelude file loaded on demand.
pub(crate) struct Library {
    /// Its file name under `prelude/`, without `.pl`.
    pub file: &'static str,
    /// The names `use_module(library(Name))` loads it by.
    pub names: &'static [&'static str],
    pub text: &'static str,
    /// Whether a call of one of its exports loads it.
    pub autoload: bool,
}

/// The libraries kept out of the start-up prelude.
pub(crate) const LIBRARIES: &[Library] = &[
    Library {
        file: "clpfd",
        names: &["clpfd"],
        text: include_str!("../../prelude/clpfd.pl"),
        autoload: false,
    },
    Library {
        file: "assoc",
        names: &["assoc"],
        text: include_str!("../../prelude/assoc.pl"),
        autoload: true,
    },
    Library {
        file: "dcg_basics",
        names: &["dcg/basics"],
        text: include_str!("../../prelude/dcg_basics.pl"),
        autoload: true,
    },
    Library {
        file: "dcg_high_order",
        names: &["dcg/high_order"],
        text: include_str!("../../prelude/dcg_high_order.pl"),
        autoload: false,
    },
    Library {
        file: "tabling",
        names: &["tabling"],
        text: include_str!("../../prelude/tabling.pl"),
        autoload: true,
    },
    Library {
        file: "error",
        names: &["error", "debug"],
        text: include_str!("../../prelude/error.pl"),
        autoload: true,
    },
    Library {
        file: "plunit",
        names: &["plunit"],
        text: include_str!("../../prelude/plunit.pl"),
        autoload: true,
    },
    Library {
        file: "aggregate",
        names: &["aggregate"],
        text: include_str!("../../prelude/aggregate.pl"),
        autoload: true,
    },
    Library {
        file: "debug",
        names: &["statistics"],
        text: include_str!("../../prelude/debug.pl"),
        autoload: true,
    },
    Library {
        file: "zebra",
        names: &["zebra"],
        text: include_str!("../../prelude/zebra.pl"),
        autoload: true,
    },
    Library {
        file: "zebra/model",
        names: &["zebra/model"],
        text: include_str!("../../prelude/zebra/model.pl"),
        autoload: true,
    },
    Library {
        file: "zebra/solve",
        names: &["zebra/solve"],
        text: include_str!("../../prelude/zebra/solve.pl"),
        autoload: true,
    },
    Library {
        file: "zebra/english",
        names: &["zebra/english"],
        text: include_str!("../../prelude/zebra/english.pl"),
        autoload: true,
    },
    Library {
        file: "zebra/print",
        names: &["zebra/print"],
        text: include_str!("../../prelude/zebra/print.pl"),
        autoload: true,
    },
    Library {
        file: "zebra/messages",
        names: &["zebra/messages"],
        text: include_str!("../../prelude/zebra/messages.pl"),
        autoload: true,
    },
    Library {
        file: "zebra/read",
        names: &["zebra/read"],
        text: include_str!("../../prelude/zebra/read.pl"),
        autoload: true,
    },
    Library {
        file: "zebra/cli",
        names: &["zebra/cli"],
        text: include_str!("../../prelude/zebra/cli.pl"),
        autoload: true,
    },
    Library {
        file: "zebra/text",
        names: &["zebra/text"],
        text: include_str!("../../prelude/zebra/text.pl"),
        autoload: true,
    },
    Library {
        file: "zebra/infer",
        names: &["zebra/infer"],
        text: include_str!("../../prelude/zebra/infer.pl"),
        autoload: true,
    },
    Library {
        file: "zebra/zebralogic",
        names: &["zebra/zebralogic"],
        text: include_str!("../../prelude/zebra/zebralogic.pl"),
        autoload: true,
    },
    Library {
        file: "zebra/explain",
        names: &["zebra/explain"],
        text: include_str!("../../prelude/zebra/explain.pl"),
        autoload: true,
    },
    Library {
        file: "zebra/grid_explain",
        names: &["zebra/grid_explain"],
        text: include_str!("../../prelude/zebra/grid_explain.pl"),
        autoload: true,
    },
    Library {
        file: "zebra/generate",
        names: &["zebra/generate"],
        text: include_str!("../../prelude/zebra/generate.pl"),
        autoload: true,
    },
    Library {
        file: "ordsets",
        names: &["ordsets"],
        text: include_str!("../../prelude/ordsets.pl"),
        autoload: true,
    },
    Library {
        file: "pairs",
        names: &["pairs"],
        text: include_str!("../../prelude/pairs.pl"),
        autoload: true,
    },
    Library {
        file: "heaps",
        names: &["heaps"],
        text: include_str!("../../prelude/heaps.pl"),
        autoload: true,
    },
    Library {
        file: "rbtrees",
        names: &["rbtrees"],
        text: include_str!("../../prelude/rbtrees.pl"),
        autoload: true,
    },
    Library {
        file: "ugraphs",
        names: &["ugraphs"],
        text: include_str!("../../prelude/ugraphs.pl"),
        autoload: true,
    },
    Library {
        file: "nb_set",
        names: &["nb_set"],
        text: include_str!("../../prelude/nb_set.pl"),
        autoload: true,
    },
    Library {
        file: "strings",
        names: &["strings"],
        text: include_str!("../../prelude/strings.pl"),
        autoload: true,
    },
    Library {
        file: "writef",
        names: &["writef"],
        text: include_str!("../../prelude/writef.pl"),
        autoload: true,
    },
    Library {
        file: "readutil",
        names: &["readutil"],
        text: include_str!("../../prelude/readutil.pl"),
        autoload: true,
    },
    Library {
        file: "date",
        names: &["date"],
        text: include_str!("../../prelude/date.pl"),
        autoload: true,
    },
    Library {
        file: "random",
        names: &["random"],
        text: include_str!("../../prelude/random.pl"),
        autoload: true,
    },
    Library {
        file: "terms_lib",
        names: &["terms"],
        text: include_str!("../../prelude/terms_lib.pl"),
        autoload: true,
    },
    Library {
        file: "recorded",
        names: &["$recorded"],
        text: include_str!("../../prelude/recorded.pl"),
        autoload: true,
    },
    Library {
        file: "system_more",
        names: &["$system_more"],
        text: include_str!("../../prelude/system_more.pl"),
        autoload: true,
    },
];

/// A file a library includes (`:- include(F)`, F beside the library),
/// embedded as the libraries are: inside the prelude or a library, an
/// include reads only these, never the file system.
pub(crate) struct Part {
    /// Its file name under `prelude/`, without `.pl`.
    pub file: &'static str,
    pub text: &'static str,
}

impl Part {
    /// Its name as the loader gives it: `prelude/zebra/text/tokens.pl`.
    pub(crate) fn path(&self) -> String {
        format!("prelude/{}.pl", self.file)
    }
}

/// The parts of libraries, in no particular order.
pub(crate) const PARTS: &[Part] = &[
    Part {
        file: "zebra/text/tokens",
        text: include_str!("../../prelude/zebra/text/tokens.pl"),
    },
    Part {
        file: "zebra/text/lexicon",
        text: include_str!("../../prelude/zebra/text/lexicon.pl"),
    },
    Part {
        file: "zebra/text/clue",
        text: include_str!("../../prelude/zebra/text/clue.pl"),
    },
    Part {
        file: "zebra/text/rewrite",
        text: include_str!("../../prelude/zebra/text/rewrite.pl"),
    },
    Part {
        file: "zebra/text/grammar",
        text: include_str!("../../prelude/zebra/text/grammar.pl"),
    },
    Part {
        file: "zebra/text/place",
        text: include_str!("../../prelude/zebra/text/place.pl"),
    },
    Part {
        file: "zebra/text/question",
        text: include_str!("../../prelude/zebra/text/question.pl"),
    },
];

/// The part `path` names (`text/tokens`, `.pl` optional), included from
/// the prelude file `includer` (`prelude/zebra/text.pl`).
pub(crate) fn part(includer: &str, path: &str) -> Option<&'static Part> {
    let mut want = std::path::Path::new(includer).parent()?.join(path);
    if want.extension().is_none() {
        want.set_extension("pl");
    }
    PARTS
        .iter()
        .find(|p| want == std::path::Path::new(&p.path()))
}

/// The autoload index: for each exported name, its arities and the
/// library (an index into `LIBRARIES`) that defines it. Names, not
/// atoms, so the atom collector need not know about it.
pub(crate) type Index = HashMap<String, Vec<(u32, usize)>>;

pub(crate) fn register(r: &mut super::Registry) {
    r.add("$autoload", 2, autoload_pi);
}

/// `'$autoload'(+Name, +Arity)`: loads the library that exports
/// Name/Arity if it is not defined yet (`predicate_property/2`, as SWI
/// autoloads there); always succeeds.
fn autoload_pi(m: &mut Machine, a: &[Cell]) -> Result<bool, Flow> {
    let (Cell::Atom(name), Cell::Int(arity)) = (m.cx.st.deref(a[0]), m.cx.st.deref(a[1])) else {
        return Ok(true);
    };
    let Ok(arity) = u32::try_from(arity) else {
        return Ok(true);
    };
    if m.db
        .visible(crate::term::atom::USER, name, arity as usize)
        .is_none()
    {
        let pid = m.db.pred_id(crate::term::atom::USER, name, arity as usize);
        m.resolve_undefined(pid);
    }
    Ok(true)
}

/// The export list of a library's `:- module(M, Exports)` header, each
/// export as (name, arity); a non-terminal `N//A` counts its two list
/// arguments.
pub(crate) fn exports(text: &str) -> Vec<(String, u32)> {
    let mut reader = Reader::new(text, None);
    let Some(Ok(rt)) = reader.next_term(&OpTable::new(), &ReadFlags::default()) else {
        return Vec::new();
    };
    let arg = |rt: &ReadTerm, id, name: &str, n: usize| match rt.node(id) {
        Node::Compound(f, args) if f == name && args.len() == n => Some(args.clone()),
        _ => None,
    };
    let Some(list) = arg(&rt, rt.root, ":-", 1)
        .and_then(|d| arg(&rt, d[0], "module", 2))
        .map(|m| m[1])
    else {
        return Vec::new();
    };
    let mut out = Vec::new();
    let mut at = list;
    while let Some(cell) = arg(&rt, at, "[|]", 2) {
        for (op, extra) in [("/", 0), ("//", 2)] {
            if let Some(pi) = arg(&rt, cell[0], op, 2) {
                if let (Node::Atom(n), Node::Int(a)) = (rt.node(pi[0]), rt.node(pi[1])) {
                    out.push((n.clone(), *a as u32 + extra));
                }
            }
        }
        at = cell[1];
    }
    out
}

impl Machine {
    /// The autoload index, read from the libraries' headers the first
    /// time it is needed.
    pub(crate) fn autoload_index(&mut self) -> &Index {
        self.autoload_index.get_or_insert_with(|| {
            let mut index = Index::new();
            for (i, lib) in LIBRARIES.iter().enumerate().filter(|(_, l)| l.autoload) {
                for (n, a) in exports(lib.text) {
                    index.entry(n).or_default().push((a, i));
                }
            }
            index
        })
    }

    /// The autoloaded libraries that export a predicate named `name` (of
    /// `arity`, if given).
    fn libraries_exporting(&mut self, name: &str, arity: Option<u32>) -> Vec<usize> {
        self.autoload_index()
            .get(name)
            .map_or(Vec::new(), |arities| {
                arities
                    .iter()
                    .filter(|(a, _)| arity.is_none_or(|want| want == *a))
                    .map(|&(_, lib)| lib)
                    .collect()
            })
    }

    /// The autoloaded library that exports `name/arity`, if any.
    pub(crate) fn autoload_library(&mut self, name: &str, arity: u32) -> Option<usize> {
        self.libraries_exporting(name, Some(arity)).first().copied()
    }

    /// Loads `library(Name)` if it is one of the libraries kept out of
    /// the prelude (loaded on demand, once): whether it is.
    pub(crate) fn load_library(&mut self, name: &str) -> bool {
        match LIBRARIES.iter().position(|l| l.names.contains(&name)) {
            Some(i) => {
                self.load_library_at(i);
                true
            }
            None => false,
        }
    }

    /// Loads every autoloaded library (`apropos/1`, which searches
    /// what is defined).
    pub(crate) fn load_autoload_libraries(&mut self) {
        for (i, lib) in LIBRARIES.iter().enumerate() {
            if lib.autoload {
                self.load_library_at(i);
            }
        }
    }

    /// Loads the autoloaded libraries that export a predicate named
    /// `name` (of `arity`, if given), for `help/1`.
    pub(crate) fn autoload_named(&mut self, name: &str, arity: Option<u32>) {
        for lib in self.libraries_exporting(name, arity) {
            self.load_library_at(lib);
        }
    }

    /// Loads library `i` unless it was loaded before: whether it loads
    /// now. It is read with the default flags, whatever the file that
    /// triggered it set; the tracer does not show its loading, and its
    /// directives' calls are not counted as the program's inferences.
    pub(crate) fn load_library_at(&mut self, i: usize) -> bool {
        let lib = &LIBRARIES[i];
        if self.libraries.contains(&lib.file) {
            return false;
        }
        self.libraries.push(lib.file);
        let flags = std::mem::take(&mut self.cx.flags.read);
        let tracing = self.pause_tracing();
        let inferences = self.inferences;
        self.consult_text(
            lib.text,
            Some(format!("prelude/{}.pl", lib.file)),
            Some(super::load::PRELUDE_FILE),
        );
        self.inferences = inferences;
        self.resume_tracing(tracing);
        self.cx.flags.read = flags;
        true
    }
}

#[cfg(test)]
mod tests;
