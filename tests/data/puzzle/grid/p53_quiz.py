S = "Scores"
T = "Tables"
CATEGORIES = [
    ("Teams", ["Brain Drain", "Late Arrivals", "Quiz Team Aguilera", "Smarty Pants",
               "The Usual Suspects"]),
    ("Captains", ["Dr Khan", "Mr Lowe", "Mrs Moss", "Ms Nash", "Mr Orton"]),
    ("Scores", ["38", "41", "44", "47", "50"], [38, 41, 44, 47, 50]),
    ("Tables", ["table 1", "table 2", "table 3", "table 4", "table 5"], [1, 2, 3, 4, 5]),
]
INTRO = [
    "Five teams entered the charity quiz at the King's Head on Friday night. The tables "
    "are numbered from 1, nearest the bar, to 5, by the dartboard, and no two teams "
    "finished with the same score.",
]
CLUES = [
    ("The Late Arrivals won the quiz from table 5.",
     lambda s: s.n(S, "Late Arrivals") == 50 and s.n(T, "Late Arrivals") == 5),
    ("Dr Khan's team came last, three points behind the team at table 4.",
     lambda s: s.n(S, "Dr Khan") == 38 and s.n(S, "table 4") == 41),
    ("Mrs Moss captains Brain Drain, who scored three points fewer than Smarty Pants.",
     lambda s: s.same("Mrs Moss", "Brain Drain")
     and s.n(S, "Brain Drain") == s.n(S, "Smarty Pants") - 3),
    ("Mr Lowe's team sat at the table next to Dr Khan's.",
     lambda s: abs(s.n(T, "Mr Lowe") - s.n(T, "Dr Khan")) == 1),
    ("Smarty Pants had the table nearest the bar.", lambda s: s.n(T, "Smarty Pants") == 1),
    ("The Usual Suspects beat Quiz Team Aguilera.",
     lambda s: s.n(S, "The Usual Suspects") > s.n(S, "Quiz Team Aguilera")),
    ("Mr Orton was not the captain of Smarty Pants.",
     lambda s: not s.same("Mr Orton", "Smarty Pants")),
    ("Ms Nash's team finished second, and sat next to Brain Drain.",
     lambda s: s.n(S, "Ms Nash") == 47 and abs(s.n(T, "Ms Nash") - s.n(T, "Brain Drain")) == 1),
    ("Mr Lowe's team finished fourth, ahead only of Dr Khan's.",
     lambda s: s.n(S, "Mr Lowe") == 41),
]
QUESTIONS = [
    ("Who captained The Usual Suspects, and how many points did they score?",
     lambda s: (s.v("Captains", "The Usual Suspects"), s.v(S, "The Usual Suspects"))),
]
REMARKS = INTRO
