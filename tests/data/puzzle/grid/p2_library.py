N = "Pages"
D = "Due"
CATEGORIES = [
    ("Readers", ["Greta", "Hugo", "Iris", "Jonas", "Kemal"]),
    ("Books", ["atlas", "biography", "cookbook", "novel", "poems"]),
    ("Pages", ["150 pages", "200 pages", "250 pages", "300 pages", "350 pages"], [150, 200, 250, 300, 350]),
    ("Due", ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]),
]
CLUES = [
    ("The novel has 100 more pages than the cookbook.", lambda s: s.n(N, "novel") == s.n(N, "cookbook") + 100),
    ("Hugo's book is due on Friday.", lambda s: s.same("Hugo", "Friday")),
    ("The book due on Monday has 50 pages fewer than the biography.",
     lambda s: s.n(N, "Monday") == s.n(N, "biography") - 50),
    ("The atlas is the shortest book.", lambda s: s.n(N, "atlas") == 150),
    ("Jonas's book is due the day after Greta's.", lambda s: s.n(D, "Jonas") == s.n(D, "Greta") + 1),
    ("Either Iris or Kemal borrowed the biography.",
     lambda s: s.same("Iris", "biography") != s.same("Kemal", "biography")),
    ("The poems are due later in the week than the novel.", lambda s: s.n(D, "poems") > s.n(D, "novel")),
    ("Hugo's book has 200 pages fewer than Greta's.", lambda s: s.n(N, "Hugo") == s.n(N, "Greta") - 200),
    ("Kemal's book is due the day after Iris's.", lambda s: s.n(D, "Kemal") == s.n(D, "Iris") + 1),
]
