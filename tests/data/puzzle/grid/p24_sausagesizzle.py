# Australian: a hardware-store sausage sizzle; times written "9.30 am", bare counts.
SH = "Shifts"
S = "Sausages"
CATEGORIES = [
    ("Volunteers", ["Bronwyn", "Craig", "Leanne", "Trent"]),
    ("Shifts", ["8.00 am", "9.30 am", "11.00 am", "12.30 pm"], [480, 570, 660, 750]),
    ("Sausages", ["40", "55", "70", "85"], [40, 55, 70, 85]),
]
SOLUTION = [
    ["Bronwyn", "11.00 am", "85"],
    ["Craig", "8.00 am", "40"],
    ["Leanne", "12.30 pm", "55"],
    ["Trent", "9.30 am", "70"],
]
CLUES = [
    ("The first shift of the day sold the fewest sausages.", lambda s: s.n(S, "8.00 am") == 40),
    ("Bronwyn sold 15 more sausages than Trent, whose shift started an hour and a half before hers.",
     lambda s: s.n(S, "Bronwyn") == s.n(S, "Trent") + 15 and s.n(SH, "Trent") == s.n(SH, "Bronwyn") - 90),
    ("Leanne had the last shift.", lambda s: s.n(SH, "Leanne") == 750),
    ("Craig's shift started before Trent's.", lambda s: s.n(SH, "Craig") < s.n(SH, "Trent")),
    ("Leanne sold more sausages than Craig but fewer than Bronwyn.",
     lambda s: s.n(S, "Craig") < s.n(S, "Leanne") < s.n(S, "Bronwyn")),
]
NUM = None
DOT = False
INTRO = ["The footy club ran a sausage sizzle outside the hardware store on Saturday to raise money for new jumpers. Four volunteers each did one shift on the barbie, starting at a different time, and each sold a different number of sausages."]
OUTRO = []
REMARKS = INTRO + OUTRO
