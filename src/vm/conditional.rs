//! Conditional compilation, as SWI-Prolog has it: `:- if(Goal).`,
//! `:- elif(Goal).`, `:- else.` and `:- endif.` in a source choose
//! which of its terms load. The loader (`load.rs`) asks [`Conditional`]
//! about every term it reads, before term expansion: a conditional
//! directive changes the state, and any other term is skipped while a
//! branch not taken is open. Goals are run by the loader; this module
//! owns only the nesting, so it never touches the machine.

/// Where one open `:- if` stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Branch {
    /// In the branch being loaded.
    Taking,
    /// No branch taken yet: an `elif` may still be, or the `else`.
    Waiting,
    /// A branch was taken already: the rest up to `endif` is skipped.
    Done,
    /// Inside a skipped branch: everything up to its `endif` is skipped,
    /// its conditions not even run.
    Nested,
}

/// A conditional directive, read from `:- Directive`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Directive<G> {
    If(G),
    Elif(G),
    Else,
    Endif,
}

/// What the loader must do for a conditional directive.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum Step<G> {
    /// Nothing more.
    Done,
    /// Run the goal, then report with [`Conditional::decided`].
    Run(G),
    /// The directive has no `:- if` to belong to: report it.
    Unmatched(&'static str),
}

/// The open `:- if` directives of one source, innermost last, each with
/// where it was (`file:line`) for the message when the source ends with
/// it still open.
#[derive(Default)]
pub(crate) struct Conditional {
    open: Vec<(Branch, String)>,
}

impl Conditional {
    /// Whether the terms read now are skipped.
    pub(crate) fn skipping(&self) -> bool {
        self.open.iter().any(|(b, _)| *b != Branch::Taking)
    }

    /// Takes a conditional directive read at `where_`.
    pub(crate) fn directive<G>(&mut self, d: Directive<G>, where_: &str) -> Step<G> {
        match d {
            Directive::If(goal) => {
                if self.skipping() {
                    self.open.push((Branch::Nested, where_.to_string()));
                    Step::Done
                } else {
                    self.open.push((Branch::Waiting, where_.to_string()));
                    Step::Run(goal)
                }
            }
            Directive::Elif(goal) => match self.open.last_mut() {
                None => Step::Unmatched(":- elif without :- if"),
                Some((b @ Branch::Taking, _)) => {
                    *b = Branch::Done;
                    Step::Done
                }
                Some((Branch::Waiting, _)) => Step::Run(goal),
                Some(_) => Step::Done,
            },
            Directive::Else => match self.open.last_mut() {
                None => Step::Unmatched(":- else without :- if"),
                Some((b @ Branch::Taking, _)) => {
                    *b = Branch::Done;
                    Step::Done
                }
                Some((b @ Branch::Waiting, _)) => {
                    *b = Branch::Taking;
                    Step::Done
                }
                Some(_) => Step::Done,
            },
            Directive::Endif => match self.open.pop() {
                None => Step::Unmatched(":- endif without :- if"),
                Some(_) => Step::Done,
            },
        }
    }

    /// The goal of the last `Step::Run` succeeded (`true`) or not: its
    /// branch is taken, or the next `elif`/`else` is waited for.
    pub(crate) fn decided(&mut self, holds: bool) {
        if let Some((b @ Branch::Waiting, _)) = self.open.last_mut() {
            if holds {
                *b = Branch::Taking;
            }
        }
    }

    /// Where the outermost `:- if` still open at the end of the source
    /// was, if one is.
    pub(crate) fn unterminated(&self) -> Option<&str> {
        self.open.first().map(|(_, w)| w.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Feeds directives (`Run` goals answered by `holds`) and terms
    /// (`None`); gives the terms loaded.
    fn load(items: &[Option<Directive<bool>>], terms: &[&'static str]) -> Vec<&'static str> {
        let mut c = Conditional::default();
        let mut loaded = Vec::new();
        let mut t = terms.iter();
        for item in items {
            match item {
                Some(d) => {
                    if let Step::Run(holds) = c.directive(*d, "f:1") {
                        c.decided(holds);
                    }
                }
                None => {
                    let term = t.next().unwrap();
                    if !c.skipping() {
                        loaded.push(*term);
                    }
                }
            }
        }
        loaded
    }

    use Directive::*;

    #[test]
    fn the_first_branch_that_holds_loads() {
        let items = [
            Some(If(false)),
            None,
            Some(Elif(true)),
            None,
            Some(Elif(true)),
            None,
            Some(Else),
            None,
            Some(Endif),
            None,
        ];
        assert_eq!(load(&items, &["a", "b", "c", "d", "e"]), ["b", "e"]);
    }

    #[test]
    fn a_nested_if_in_a_skipped_branch_is_skipped_whole() {
        let items = [
            Some(If(false)),
            Some(If(true)),
            None,
            Some(Endif),
            None,
            Some(Else),
            None,
            Some(Endif),
        ];
        assert_eq!(load(&items, &["a", "b", "c"]), ["c"]);
    }

    #[test]
    fn unmatched_directives_and_an_open_if_are_reported() {
        let mut c = Conditional::default();
        assert_eq!(
            c.directive(Directive::<bool>::Endif, "f:1"),
            Step::Unmatched(":- endif without :- if")
        );
        assert_eq!(c.directive(Directive::If(true), "f:2"), Step::Run(true));
        c.decided(true);
        assert_eq!(c.unterminated(), Some("f:2"));
    }
}
