C, S, H, P = "Sculptors", "Subjects", "Heights", "Places"
CATEGORIES = [
    (C, ["Anouk", "Bram", "Ingrid", "Tomasz"]),
    (S, ["eagle", "lighthouse", "mermaid", "swan"]),
    (H, ["140 cm", "155 cm", "170 cm", "185 cm"], [140, 155, 170, 185]),
    (P, ["1st", "2nd", "3rd", "4th"]),
]
INTRO = "Four sculptors entered the ice-carving contest at the winter fair."
REMARKS = [INTRO]
NUM = "."
CLUES = [
    ("The sculpture that won first place was 30 cm shorter than Anouk's.", lambda s: s.n(H, "1st") == s.n(H, "Anouk") - 30),
    ("The lighthouse finished two places behind the swan.", lambda s: s.n(P, "lighthouse") == s.n(P, "swan") + 2),
    ("Of Tomasz and the sculptor whose piece stood 140 cm tall, one carved the eagle and the other finished 1st.", lambda s: not s.same("Tomasz", "140 cm") and ((s.same("Tomasz", "eagle") and s.same("140 cm", "1st")) or (s.same("140 cm", "eagle") and s.same("Tomasz", "1st")))),
    ("The tallest sculpture did not place first.", lambda s: not s.same("185 cm", "1st")),
    ("Ingrid's sculpture placed higher than Tomasz's.", lambda s: s.n(P, "Ingrid") < s.n(P, "Tomasz")),
    ("The mermaid was shorter than the eagle.", lambda s: s.n(H, "mermaid") < s.n(H, "eagle")),
    ("Bram's sculpture was not the swan.", lambda s: not s.same("Bram", "swan")),
    ("Ingrid's sculpture was 15 cm shorter than Tomasz's.", lambda s: s.n(H, "Ingrid") == s.n(H, "Tomasz") - 15),
    ("The lighthouse was taller than the swan.", lambda s: s.n(H, "lighthouse") > s.n(H, "swan")),
]
