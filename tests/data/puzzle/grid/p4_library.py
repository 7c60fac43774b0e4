F = "Fines"
L = "Days late"
def f(s, x):
    return s.n(F, x)
def d(s, x):
    return s.n(L, x)
CATEGORIES = [
    ("Borrowers", ["Mr Abernathy", "Mrs Bell", "Miss Cho", "Dr Ekwueme"]),
    ("Fines", ["$0.75", "$1.50", "$2.25", "$3.00"], [75, 150, 225, 300]),
    ("Books", ["atlas", "biography", "cookbook", "thriller"]),
    ("Days late", ["3 days", "6 days", "9 days", "12 days"], [3, 6, 9, 12]),
]
CLUES = [
    ("The atlas, which was 3 days more overdue than the cookbook, ran up the biggest fine.",
     lambda s: d(s, "atlas") == d(s, "cookbook") + 3 and f(s, "atlas") == 300),
    ("Mrs Bell's book was the most overdue of all, yet her fine was the smallest.",
     lambda s: d(s, "Mrs Bell") == 12 and f(s, "Mrs Bell") == 75),
    ("Dr Ekwueme paid 75 cents more than Mrs Bell.", lambda s: f(s, "Dr Ekwueme") == f(s, "Mrs Bell") + 75),
    ("The thriller wasn't returned by Miss Cho.", lambda s: not s.same("thriller", "Miss Cho")),
    ("Mr Abernathy's fine was larger than that of the borrower with the biography.",
     lambda s: f(s, "Mr Abernathy") > f(s, "biography")),
    ("The borrower fined $1.50 wasn't the one whose book was 6 days late.", lambda s: d(s, "$1.50") != 6),
    ("Miss Cho paid 75 cents more than Mr Abernathy.", lambda s: f(s, "Miss Cho") == f(s, "Mr Abernathy") + 75),
    ("The thriller was 3 days further overdue than Dr Ekwueme's book.",
     lambda s: d(s, "thriller") == d(s, "Dr Ekwueme") + 3),
]
REMARKS = ["Amnesty week at the Hollins Street branch library: no fine was waived, but the librarian, Ms Patel, noticed that four borrowers settled up on the same afternoon. Fines depend on the kind of book, so a longer delay doesn't always mean a bigger fine."]
QUESTIONS = [("Which book did Miss Cho return, and how late was it?",
              lambda s: (s.v("Books", "Miss Cho"), s.v("Days late", "Miss Cho")))]
