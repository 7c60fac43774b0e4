G = "Goals"
J = "Jerseys"
CATEGORIES = [
    ("Players", ["Ashworth", "Blackwood", "Carrington", "Delacroix-Hunt"]),
    ("Jerseys", ["4", "7", "12", "19"], [4, 7, 12, 19]),
    ("Positions", ["attack", "defence", "goalkeeper", "midfield"]),
    ("Goals", ["0 goals", "2 goals", "5 goals", "9 goals"], [0, 2, 5, 9]),
]
SOLUTION = [
    ["Ashworth", "12", "midfield", "5 goals"],
    ["Blackwood", "4", "goalkeeper", "0 goals"],
    ["Carrington", "19", "attack", "9 goals"],
    ["Delacroix-Hunt", "7", "defence", "2 goals"],
]
CLUES = [
    ("The goalkeeper, who wears the lowest number, scored no goals this season.",
     lambda s: s.n(J, "goalkeeper") == 4 and s.same("goalkeeper", "0 goals")),
    ("The attacker scored 4 more goals than Ashworth.", lambda s: s.n(G, "attack") == s.n(G, "Ashworth") + 4),
    ("Delacroix-Hunt wears number 7.", lambda s: s.same("Delacroix-Hunt", "7")),
    ("The player in number 19 scored more goals than the midfielder.", lambda s: s.n(G, "19") > s.n(G, "midfield")),
    ("Blackwood is not in defence.", lambda s: not s.same("Blackwood", "defence")),
    ("Carrington outscored Delacroix-Hunt by 7 goals.", lambda s: s.n(G, "Carrington") == s.n(G, "Delacroix-Hunt") + 7),
    ("Ashworth wears a lower number than Carrington.", lambda s: s.n(J, "Ashworth") < s.n(J, "Carrington")),
    ("Delacroix-Hunt doesn't play in midfield.", lambda s: not s.same("Delacroix-Hunt", "midfield")),
]
QUESTIONS = [("Which position does Ashworth play?", lambda s: s.v("Positions", "Ashworth"))]
NUM = "."
DOT = True
INTRO = ["The club's end-of-season awards evening honoured four players. For the record, each wears a different shirt number, plays a different position and scored a different number of goals in league matches."]
OUTRO = []
REMARKS = INTRO + OUTRO
