F, L, W = "First names", "Last names", "Marbles won"
CATEGORIES = [
    (F, ["Artie", "Buddy", "Chet", "Dale", "Eli"]),
    (L, ["Fogg", "Grant", "Hurd", "Ives", "Judd"]),
    (W, ["12", "15", "18", "21", "24"], [12, 15, 18, 21, 24]),
]
SOLUTION = [
    ["Artie", "Hurd", "18"],
    ["Buddy", "Judd", "24"],
    ["Chet", "Fogg", "12"],
    ["Dale", "Ives", "21"],
    ["Eli", "Grant", "15"],
]
CLUES = [
    ("Buddy won 6 more marbles than Artie.", lambda s: s.n(W, "Buddy") == s.n(W, "Artie") + 6),
    ("The Fogg boy won the fewest marbles.", lambda s: s.n(W, "Fogg") == 12),
    ("Eli, who isn't Fogg, won 3 more marbles than Chet.",
     lambda s: not s.same("Eli", "Fogg") and s.n(W, "Eli") == s.n(W, "Chet") + 3),
    ("Grant won fewer marbles than Hurd but more than Fogg.",
     lambda s: s.n(W, "Fogg") < s.n(W, "Grant") < s.n(W, "Hurd")),
    ("Dale's last name is either Ives or Judd.", lambda s: s.same("Dale", "Ives") or s.same("Dale", "Judd")),
    ("Judd took home more marbles than Ives did.", lambda s: s.n(W, "Judd") > s.n(W, "Ives")),
    ("Artie won more marbles than Eli, but Chet isn't Hurd.",
     lambda s: s.n(W, "Artie") > s.n(W, "Eli") and not s.same("Chet", "Hurd")),
    ("Hurd won 6 marbles fewer than Judd.", lambda s: s.n(W, "Hurd") == s.n(W, "Judd") - 6),
]
NUM = "."
DOT = False
INTRO = ["Five boys played for keeps in the annual marbles tournament behind the Elm Street school.",
         "Each boy went home with a different number of marbles: 12, 15, 18, 21 or 24.",
         "Find each boy's full name and how many marbles he won."]
OUTRO = []
REMARKS = INTRO + OUTRO
