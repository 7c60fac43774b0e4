P = "Prices"
S = "Stalls"
def c(s, x):
    return s.n(P, x)
def st(s, x):
    return s.n(S, x)
CATEGORIES = [
    ("Sellers", ["Ruth", "Sanjay", "Tilly", "Umar"]),
    ("Items", ["comic", "jigsaw", "teapot", "yo-yo"]),
    ("Prices", ["85p", "£1.20", "£1.55", "£1.90"], [85, 120, 155, 190]),
    ("Stalls", ["Stall 1", "Stall 2", "Stall 3", "Stall 4"], [1, 2, 3, 4]),
]
CLUES = [
    ("The yo-yo was the cheapest item.", lambda s: c(s, "yo-yo") == 85),
    ("The teapot sold for 70p more than Umar's item.", lambda s: c(s, "teapot") == c(s, "Umar") + 70),
    ("Ruth's stall is next to Tilly's.", lambda s: abs(st(s, "Ruth") - st(s, "Tilly")) == 1),
    ("The comic was on Stall 3.", lambda s: st(s, "comic") == 3),
    ("Sanjay's stall number is higher than Umar's.", lambda s: st(s, "Sanjay") > st(s, "Umar")),
    ("Tilly charged more than Ruth.", lambda s: c(s, "Tilly") > c(s, "Ruth")),
    ("The jigsaw cost 35p more than the comic.", lambda s: c(s, "jigsaw") == c(s, "comic") + 35),
    ("Tilly's stall has a lower number than Ruth's.", lambda s: st(s, "Tilly") < st(s, "Ruth")),
    ("Ruth didn't have the yo-yo.", lambda s: not s.same("Ruth", "yo-yo")),
]
REMARKS = ["The four stalls stand in a row, numbered 1 to 4."]
