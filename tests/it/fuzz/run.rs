//! Running one program in zebralog and in swipl, and comparing what they
//! printed query by query.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

/// How a run ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum End {
    Exit(i32),
    /// Killed by a signal other than ours (a crash).
    Signal,
    TimedOut,
}

#[derive(Clone, Debug)]
pub struct Run {
    pub stdout: String,
    pub stderr: String,
    pub end: End,
}

/// The two systems and how to run them.
#[derive(Clone)]
pub struct Systems {
    pub zebralog: PathBuf,
    pub swipl: String,
    pub timeout: Duration,
    pub work: PathBuf,
}

/// Both runs of one program.
pub struct Pair {
    pub zebralog: Run,
    pub swipl: Run,
}

/// Where two runs part: the first query whose answers differ (`None`:
/// the answers agree up to the end but the runs ended differently).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Key {
    pub query: Option<String>,
    pub timeout: bool,
}

impl Systems {
    pub fn run_pair(&self, text: &str, tag: &str) -> Pair {
        std::fs::create_dir_all(&self.work).expect("create fuzz work directory");
        let file = self
            .work
            .join(format!("fz-{}-{tag}.pl", std::process::id()));
        std::fs::write(&file, text).expect("write fuzz program");
        let name = file.file_name().unwrap().to_str().unwrap().to_string();
        let args = ["-q", "-g", "main", "-t", "halt", name.as_str()];
        let zebralog = run(&self.zebralog, &args, &self.work, self.timeout);
        let swipl = run(Path::new(&self.swipl), &args, &self.work, self.timeout);
        let _ = std::fs::remove_file(&file);
        Pair { zebralog, swipl }
    }
}

fn run(program: &Path, args: &[&str], dir: &Path, timeout: Duration) -> Run {
    let child = Command::new(program)
        .args(args)
        .current_dir(dir)
        // The same locale for both, so non-ASCII atoms print alike.
        .env("LANG", "C.UTF-8")
        .env("LC_ALL", "C.UTF-8")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot start {}: {e}", program.display()));
    let (output, timed_out) = crate::support::collect(child, timeout);
    let end = if timed_out {
        End::TimedOut
    } else {
        match output.status.code() {
            Some(c) => End::Exit(c),
            None => End::Signal,
        }
    };
    Run {
        stdout: String::from_utf8_lossy(&output.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
        end,
    }
}

/// The output cut at the driver's `=== id` headers: (id, answers).
pub fn sections(stdout: &str) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = vec![(String::new(), String::new())];
    for line in stdout.split_inclusive('\n') {
        if let Some(id) = line.strip_prefix("=== ") {
            out.push((id.trim_end().to_string(), String::new()));
        } else {
            out.last_mut().unwrap().1.push_str(line);
        }
    }
    out
}

impl Pair {
    pub fn both_timed_out(&self) -> bool {
        self.zebralog.end == End::TimedOut && self.swipl.end == End::TimedOut
    }

    /// `None` when the runs agree (or both timed out: the generator's
    /// fault, not a finding).
    pub fn mismatch(&self) -> Option<Key> {
        if self.both_timed_out() {
            return None;
        }
        let timeout = (self.zebralog.end == End::TimedOut) != (self.swipl.end == End::TimedOut);
        let z = sections(&self.zebralog.stdout);
        let s = sections(&self.swipl.stdout);
        for i in 0..z.len().max(s.len()) {
            if z.get(i) != s.get(i) {
                let id = z.get(i).or(s.get(i)).map(|(id, _)| id.clone());
                return Some(Key { query: id, timeout });
            }
        }
        if self.zebralog.end != self.swipl.end {
            return Some(Key {
                query: None,
                timeout,
            });
        }
        None
    }

    /// The first line each run printed differently for the differing
    /// query, with answers blurred to `answer` when the other side has
    /// an error: mismatches that look alike here are likely one bug.
    pub fn fingerprint(&self, key: &Key) -> String {
        let body = |run: &Run| -> Vec<String> {
            sections(&run.stdout)
                .into_iter()
                .find(|(id, _)| Some(id) == key.query.as_ref())
                .map(|(_, b)| b.lines().map(str::to_string).collect())
                .unwrap_or_default()
        };
        let (z, s) = (body(&self.zebralog), body(&self.swipl));
        let at = z.iter().zip(&s).take_while(|(a, b)| a == b).count();
        let (zl, sl) = (z.get(at).cloned(), s.get(at).cloned());
        let is_err = |l: &Option<String>| l.as_ref().is_some_and(|l| l.starts_with("! "));
        let blur = |l: Option<String>, other: bool| match l {
            Some(l) if !l.starts_with("! ") && other => "answer".to_string(),
            Some(l) => l,
            None => "nothing".to_string(),
        };
        let (ze, se) = (is_err(&zl), is_err(&sl));
        format!(
            "{:?} {:?} {} | {}",
            self.zebralog.end,
            self.swipl.end,
            blur(zl, se),
            blur(sl, ze)
        )
    }

    /// The differing query's answers in both, for a report.
    pub fn describe(&self, key: &Key) -> String {
        let pick = |run: &Run| -> String {
            let secs = sections(&run.stdout);
            match &key.query {
                Some(id) => secs
                    .iter()
                    .find(|(i, _)| i == id)
                    .map(|(_, body)| body.clone())
                    .unwrap_or_else(|| "(query never started)\n".to_string()),
                None => String::new(),
            }
        };
        let tail = |run: &Run| -> String {
            let lines: Vec<&str> = run.stderr.lines().collect();
            lines[lines.len().saturating_sub(6)..].join("\n")
        };
        format!(
            "query {:?}\n--- zebralog ({:?}):\n{}--- swipl ({:?}):\n{}--- zebralog stderr (tail):\n{}\n--- swipl stderr (tail):\n{}\n",
            key.query,
            self.zebralog.end,
            clip(&pick(&self.zebralog)),
            self.swipl.end,
            clip(&pick(&self.swipl)),
            tail(&self.zebralog),
            tail(&self.swipl),
        )
    }
}

fn clip(s: &str) -> String {
    const MAX: usize = 4000;
    if s.len() <= MAX {
        s.to_string()
    } else {
        let mut cut = MAX;
        while !s.is_char_boundary(cut) {
            cut -= 1;
        }
        format!("{}\n... ({} more bytes)\n", &s[..cut], s.len() - cut)
    }
}
