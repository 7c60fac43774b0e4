M = "Months"
A = "Ages"
CATEGORIES = [
    ("Grandchildren", ["Ella", "Freddie", "Grace", "Harry"]),
    ("Months", ["January", "April", "July", "October"], [1, 4, 7, 10]),
    ("Ages", ["5", "7", "9", "11"], [5, 7, 9, 11]),
    ("Presents", ["bicycle", "book token", "kite", "watch"]),
]
INTRO = [
    "Granny Pearson has four grandchildren, whose birthdays are spread conveniently through "
    "the year, and she has already chosen this year's presents. The ages given are the ages "
    "they will be on their birthdays.",
]
CLUES = [
    ("The youngest grandchild, whose birthday is in January, is getting a kite.",
     lambda s: s.same("5", "January") and s.same("5", "kite")),
    ("Grace, who will be two years older than Ella, has her birthday three months before "
     "Ella's.",
     lambda s: s.n(A, "Grace") == s.n(A, "Ella") + 2 and s.n(M, "Grace") == s.n(M, "Ella") - 3),
    ("The bicycle is for the child whose birthday is in April.",
     lambda s: s.same("bicycle", "April")),
    ("The watch is for a grandchild who will be older than Harry but younger than Grace.",
     lambda s: s.n(A, "Harry") < s.n(A, "watch") < s.n(A, "Grace")),
    ("Freddie isn't getting the book token.", lambda s: not s.same("Freddie", "book token")),
    ("Freddie's birthday comes three months before Harry's.",
     lambda s: s.n(M, "Freddie") == s.n(M, "Harry") - 3),
]
REMARKS = INTRO
