G, T, H, P = "Guides", "Tours", "Start times", "Group sizes"
CATEGORIES = [
    (G, ["Bettina", "Dolores", "Ferris", "Haruki", "Jo-Ellen"]),
    (T, ["brewery tour", "garden tour", "ghost tour", "harbor tour", "mural tour"]),
    (H, ["9:00am", "10:30am", "12:00pm", "1:30pm", "3:00pm"], [540, 630, 720, 810, 900]),
    (P, ["6 people", "8 people", "10 people", "12 people", "14 people"], [6, 8, 10, 12, 14]),
]
INTRO = "Five guides each led one walking tour on Saturday."
REMARKS = [INTRO]
CLUES = [
    ("The ghost tour started 3 hours after the mural tour.", lambda s: s.n(H, "ghost tour") == s.n(H, "mural tour") + 180),
    ("Haruki's tour started an hour and a half after Ferris's tour.", lambda s: s.n(H, "Haruki") == s.n(H, "Ferris") + 90),
    ("The tour with 12 people was either the brewery tour or Bettina's tour.", lambda s: s.same("12 people", "brewery tour") != s.same("12 people", "Bettina")),
    ("The tour that started at 9:00am had 2 more people than the garden tour.", lambda s: s.n(P, "9:00am") == s.n(P, "garden tour") + 2),
    ("Dolores led the largest group.", lambda s: s.same("Dolores", "14 people")),
    ("The five tours were the ghost tour, Bettina's tour, the one that started at 9:00am, the tour with 6 people and the one led by Jo-Ellen.", lambda s: len({s.e("ghost tour"), s.e("Bettina"), s.e("9:00am"), s.e("6 people"), s.e("Jo-Ellen")}) == 5),
    ("Jo-Ellen didn't lead the harbor tour.", lambda s: not s.same("Jo-Ellen", "harbor tour")),
    ("The garden tour started earlier than the brewery tour.", lambda s: s.n(H, "garden tour") < s.n(H, "brewery tour")),
    ("Bettina's group was smaller than Jo-Ellen's.", lambda s: s.n(P, "Bettina") < s.n(P, "Jo-Ellen")),
    ("Haruki led neither the mural tour nor the harbor tour.", lambda s: not s.same("Haruki", "mural tour") and not s.same("Haruki", "harbor tour")),
    ("Ferris did not lead the mural tour.", lambda s: not s.same("Ferris", "mural tour")),
]
