V = "Valentines"
CATEGORIES = [
    ("Children", ["Dottie", "Freddie", "Lucy", "Marty", "Nancy"]),
    ("Valentines", ["9", "12", "15", "18", "21"], [9, 12, 15, 18, 21]),
    ("Candies", ["chocolate kisses", "conversation hearts", "lollipops", "red hots", "taffy"]),
]
SOLUTION = [
    ["Dottie", "15", "lollipops"],
    ["Freddie", "9", "red hots"],
    ["Lucy", "21", "taffy"],
    ["Marty", "18", "chocolate kisses"],
    ["Nancy", "12", "conversation hearts"],
]
CLUES = [
    ("Lucy received more valentines than anyone else.", lambda s: s.n(V, "Lucy") == 21),
    ("The child who brought conversation hearts got 3 valentines more than Freddie.",
     lambda s: s.n(V, "conversation hearts") == s.n(V, "Freddie") + 3),
    ("Marty got 3 fewer valentines than the child who handed out taffy.", lambda s: s.n(V, "Marty") == s.n(V, "taffy") - 3),
    ("Dottie, who didn't bring red hots, received more valentines than Nancy but fewer than Marty.",
     lambda s: not s.same("Dottie", "red hots") and s.n(V, "Nancy") < s.n(V, "Dottie") < s.n(V, "Marty")),
    ("The chocolate kisses were brought by neither Dottie nor Nancy.",
     lambda s: not s.same("chocolate kisses", "Dottie") and not s.same("chocolate kisses", "Nancy")),
    ("Freddie, who brought red hots, got fewer valentines than any of the others.", lambda s: s.same("Freddie", "red hots") and s.n(V, "Freddie") == 9),
]
QUESTIONS = [("How many valentines did Nancy get?", lambda s: s.v(V, "Nancy"))]
NUM = "."
DOT = False
INTRO = ["At the Valentine's Day party in Miss Peabody's third-grade class, five children each passed out a different kind of candy with their cards. No two of them received the same number of valentines. From the clues, can you determine how many valentines each child received and what candy each brought?"]
OUTRO = []
REMARKS = INTRO + OUTRO
