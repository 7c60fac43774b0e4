//! Finite-domain sets: the values a CLP(FD) variable may still take, as
//! sorted, disjoint, non-adjacent closed intervals of `i64`. The bounds
//! [`INF`] and [`SUP`] stand for SWI's `inf` and `sup`: an interval that
//! reaches one is unbounded on that side. Every value a variable can take
//! lies strictly between them.

/// The lower bound of a domain unbounded below (SWI's `inf`).
pub const INF: i64 = i64::MIN;
/// The upper bound of a domain unbounded above (SWI's `sup`).
pub const SUP: i64 = i64::MAX;

/// A set of integers (see the module docs).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Domain {
    /// `(lo, hi)` pairs, `lo <= hi`, each pair's `lo` more than one past
    /// the previous `hi`.
    iv: Vec<(i64, i64)>,
}

impl Domain {
    /// All integers: `inf..sup`.
    pub fn full() -> Self {
        Domain {
            iv: vec![(INF, SUP)],
        }
    }

    pub fn empty() -> Self {
        Domain { iv: Vec::new() }
    }

    /// `lo..hi` (empty when `lo > hi`).
    pub fn range(lo: i64, hi: i64) -> Self {
        if lo > hi {
            Self::empty()
        } else {
            Domain { iv: vec![(lo, hi)] }
        }
    }

    pub fn single(v: i64) -> Self {
        Self::range(v, v)
    }

    /// A domain from intervals in any order, overlapping or not.
    pub fn from_intervals(mut iv: Vec<(i64, i64)>) -> Self {
        iv.retain(|&(l, h)| l <= h);
        iv.sort_unstable();
        let mut out: Vec<(i64, i64)> = Vec::with_capacity(iv.len());
        for (l, h) in iv {
            match out.last_mut() {
                Some(last) if l <= last.1.saturating_add(1) => last.1 = last.1.max(h),
                _ => out.push((l, h)),
            }
        }
        Domain { iv: out }
    }

    /// A domain from intervals already sorted, disjoint and non-adjacent.
    pub fn from_sorted(iv: Vec<(i64, i64)>) -> Self {
        debug_assert!(iv.windows(2).all(|w| w[0].1 < w[1].0 - 1));
        Domain { iv }
    }

    /// The intervals, in order.
    pub fn intervals(&self) -> &[(i64, i64)] {
        &self.iv
    }

    pub fn is_empty(&self) -> bool {
        self.iv.is_empty()
    }

    /// The least value (`INF` if unbounded below). Not for an empty domain.
    pub fn min(&self) -> i64 {
        self.iv[0].0
    }

    /// The greatest value (`SUP` if unbounded above).
    pub fn max(&self) -> i64 {
        self.iv[self.iv.len() - 1].1
    }

    /// The one value of a singleton domain.
    pub fn value(&self) -> Option<i64> {
        match self.iv[..] {
            [(l, h)] if l == h && l != INF && l != SUP => Some(l),
            _ => None,
        }
    }

    /// The number of values; `None` when infinite.
    pub fn size(&self) -> Option<u64> {
        let mut n: u64 = 0;
        for &(l, h) in &self.iv {
            if l == INF || h == SUP {
                return None;
            }
            n = n.saturating_add((h as i128 - l as i128 + 1) as u64);
        }
        Some(n)
    }

    pub fn contains(&self, v: i64) -> bool {
        let i = self.iv.partition_point(|&(_, h)| h < v);
        i < self.iv.len() && self.iv[i].0 <= v
    }

    pub fn intersect(&self, o: &Domain) -> Domain {
        let (mut i, mut j) = (0, 0);
        let mut out = Vec::new();
        while i < self.iv.len() && j < o.iv.len() {
            let (a, b) = (self.iv[i], o.iv[j]);
            let (l, h) = (a.0.max(b.0), a.1.min(b.1));
            if l <= h {
                out.push((l, h));
            }
            if a.1 < b.1 {
                i += 1;
            } else {
                j += 1;
            }
        }
        Domain { iv: out }
    }

    pub fn union(&self, o: &Domain) -> Domain {
        let mut iv = self.iv.clone();
        iv.extend_from_slice(&o.iv);
        Self::from_intervals(iv)
    }

    /// The integers not in the domain.
    pub fn complement(&self) -> Domain {
        let mut out = Vec::new();
        let mut next = INF;
        let mut open = true;
        for &(l, h) in &self.iv {
            if l != INF && open {
                out.push((next, l - 1));
            }
            if h == SUP {
                open = false;
            } else {
                next = h + 1;
            }
        }
        if open {
            out.push((next, SUP));
        }
        Domain { iv: out }
    }

    /// Whether the two domains share a value.
    pub fn meets(&self, o: &Domain) -> bool {
        !self.intersect(o).is_empty()
    }

    /// The domain without `v`.
    pub fn remove(&self, v: i64) -> Domain {
        let i = self.iv.partition_point(|&(_, h)| h < v);
        if i >= self.iv.len() || self.iv[i].0 > v {
            return self.clone();
        }
        let (l, h) = self.iv[i];
        let mut iv = Vec::with_capacity(self.iv.len() + 1);
        iv.extend_from_slice(&self.iv[..i]);
        if l < v {
            iv.push((l, v - 1));
        }
        if v < h {
            iv.push((v + 1, h));
        }
        iv.extend_from_slice(&self.iv[i + 1..]);
        Domain { iv }
    }

    /// The values in `lo..=hi` (either may be `INF`/`SUP`).
    pub fn clamp(&self, lo: i64, hi: i64) -> Domain {
        if lo <= self.min() && hi >= self.max() {
            return self.clone();
        }
        let mut out = Vec::with_capacity(self.iv.len());
        for &(l, h) in &self.iv {
            let (l, h) = (l.max(lo), h.min(hi));
            if l <= h {
                out.push((l, h));
            }
        }
        Domain { iv: out }
    }

    /// `{ v + k | v in D }`, saturating at the infinities.
    pub fn shift(&self, k: i64) -> Domain {
        let add = |v: i64| {
            if v == INF || v == SUP {
                v
            } else {
                v.saturating_add(k).clamp(INF + 1, SUP - 1)
            }
        };
        Self::from_intervals(self.iv.iter().map(|&(l, h)| (add(l), add(h))).collect())
    }

    /// `{ -v | v in D }`.
    pub fn negate(&self) -> Domain {
        let neg = |v: i64| match v {
            INF => SUP,
            SUP => INF,
            v => -v,
        };
        Self::from_intervals(self.iv.iter().map(|&(l, h)| (neg(h), neg(l))).collect())
    }

    /// The values in order (only for a finite domain; stops at `limit`).
    pub fn values(&self) -> impl Iterator<Item = i64> + '_ {
        self.iv.iter().flat_map(|&(l, h)| l..=h)
    }

    pub fn is_finite(&self) -> bool {
        !self.iv.is_empty() && self.min() != INF && self.max() != SUP
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn set_operations() {
        let d = Domain::from_intervals(vec![(5, 7), (1, 3), (4, 4)]);
        assert_eq!(d.intervals(), &[(1, 7)]);
        let d = Domain::range(1, 10).remove(5);
        assert_eq!(d.intervals(), &[(1, 4), (6, 10)]);
        assert_eq!(d.size(), Some(9));
        assert!(!d.contains(5) && d.contains(6));
        assert_eq!(d.clamp(3, 7).intervals(), &[(3, 4), (6, 7)]);
        assert_eq!(d.complement().intervals(), &[(INF, 0), (5, 5), (11, SUP)]);
        assert_eq!(Domain::full().complement(), Domain::empty());
        assert_eq!(Domain::range(4, SUP).negate().intervals(), &[(INF, -4)]);
        assert_eq!(Domain::range(1, 3).shift(2).intervals(), &[(3, 5)]);
        assert_eq!(Domain::range(4, SUP).size(), None);
        let e = Domain::range(1, 3).intersect(&Domain::range(5, 7));
        assert!(e.is_empty());
    }
}
