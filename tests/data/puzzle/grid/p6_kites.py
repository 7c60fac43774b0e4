H = "Heights"
def h(s, x):
    return s.n(H, x)
CATEGORIES = [
    ("Flyers", ["Ines", "Jomo", "Kira", "Luca", "Mai"]),
    ("Kites", ["box", "delta", "diamond", "dragon", "sled"]),
    ("Heights", ["40 m", "55 m", "70 m", "85 m", "100 m"], [40, 55, 70, 85, 100]),
]
CLUES = [
    ("The person who flew the dragon kite reached the greatest height.", lambda s: h(s, "dragon") == 100),
    ("Jomo's kite did not go as high as Luca's.", lambda s: h(s, "Jomo") < h(s, "Luca")),
    ("The delta kite flew exactly 15 m higher than the sled.", lambda s: h(s, "delta") == h(s, "sled") + 15),
    ("Either Mai or Ines flew the diamond kite.", lambda s: s.same("Mai", "diamond") != s.same("Ines", "diamond")),
    ("The box kite flew 30 m lower than the delta kite.", lambda s: h(s, "box") == h(s, "delta") - 30),
    ("Kira did not fly the box kite or the sled.", lambda s: not s.same("Kira", "box") and not s.same("Kira", "sled")),
    ("Mai's kite flew higher than Ines's kite.", lambda s: h(s, "Mai") > h(s, "Ines")),
    ("Ines's kite flew 15 m higher than Luca's.", lambda s: h(s, "Ines") == h(s, "Luca") + 15),
]
