Y = "Years"
CATEGORIES = [
    ("Members", ["Brianna", "Cody", "Destiny", "Hunter", "Madison"]),
    ("Instruments", ["clarinet", "mellophone", "snare drum", "trumpet", "tuba"]),
    ("Years", ["1 year", "2 years", "3 years", "4 years", "5 years"], [1, 2, 3, 4, 5]),
]
SOLUTION = [
    ["Brianna", "mellophone", "3 years"],
    ["Cody", "tuba", "5 years"],
    ["Destiny", "snare drum", "1 year"],
    ["Hunter", "clarinet", "2 years"],
    ["Madison", "trumpet", "4 years"],
]
CLUES = [
    ("The tuba player has been in the band the longest.", lambda s: s.n(Y, "tuba") == 5),
    ("Destiny, the newest member, doesn't play the clarinet.", lambda s: s.n(Y, "Destiny") == 1 and not s.same("Destiny", "clarinet")),
    ("Madison has marched one year longer than Brianna.", lambda s: s.n(Y, "Madison") == s.n(Y, "Brianna") + 1),
    ("The clarinetist has been in the band two years less than Madison.", lambda s: s.n(Y, "clarinet") == s.n(Y, "Madison") - 2),
    ("Either Hunter or Brianna plays the mellophone.", lambda s: s.same("Hunter", "mellophone") or s.same("Brianna", "mellophone")),
    ("Hunter has been in the band longer than the snare drummer, but not as long as the trumpet player.",
     lambda s: s.n(Y, "snare drum") < s.n(Y, "Hunter") < s.n(Y, "trumpet")),
    ("Cody plays neither the trumpet nor the mellophone.",
     lambda s: not s.same("Cody", "trumpet") and not s.same("Cody", "mellophone")),
    ("Madison doesn't play the tuba.", lambda s: not s.same("Madison", "tuba")),
]
NUM = ")"
DOT = False
INTRO = ["Five members of the Jefferson High marching band each play a different instrument and have been in the band a different number of years."]
OUTRO = []
REMARKS = INTRO + OUTRO
