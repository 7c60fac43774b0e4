A = "Ages"
Y = "Joined"
CATEGORIES = [
    ("First names", ["Cecil", "Dorothy", "Harold", "Marjorie", "Wilfred"]),
    ("Surnames", ["Ainsworth", "Brocklehurst", "Entwistle", "Greenhalgh", "Openshaw"]),
    ("Roles", ["Frederic", "Mabel", "Major-General", "Pirate King", "Ruth"]),
    ("Ages", ["34", "41", "47", "52", "63"], [34, 41, 47, 52, 63]),
    ("Joined", ["1968", "1974", "1979", "1985", "1991"], [1968, 1974, 1979, 1985, 1991]),
]
SOLUTION = [
    ["Cecil", "Openshaw", "Major-General", "63", "1968"],
    ["Dorothy", "Ainsworth", "Mabel", "34", "1985"],
    ["Harold", "Greenhalgh", "Frederic", "41", "1991"],
    ["Marjorie", "Entwistle", "Ruth", "52", "1974"],
    ["Wilfred", "Brocklehurst", "Pirate King", "47", "1979"],
]
CLUES = [
    ("The longest-serving member, who joined in 1968, is also the oldest.", lambda s: s.n(A, "1968") == 63),
    ("Mrs Entwistle joined the society five years before Mr Brocklehurst.",
     lambda s: s.n(Y, "Entwistle") == s.n(Y, "Brocklehurst") - 5),
    ("The Pirate King is six years older than Frederic.", lambda s: s.n(A, "Pirate King") == s.n(A, "Frederic") + 6),
    ("Harold, who isn't Mr Openshaw, is the newest member.",
     lambda s: not s.same("Harold", "Openshaw") and s.n(Y, "Harold") == 1991),
    ("Mabel is being sung by the youngest member of the cast.", lambda s: s.n(A, "Mabel") == 34),
    ("Dorothy joined eleven years after Marjorie.", lambda s: s.n(Y, "Dorothy") == s.n(Y, "Marjorie") + 11),
    ("Wilfred is five years younger than Mrs Entwistle.", lambda s: s.n(A, "Wilfred") == s.n(A, "Entwistle") - 5),
    ("The member who joined in 1979 is playing the Pirate King.", lambda s: s.same("1979", "Pirate King")),
    ("Miss Ainsworth is younger than Harold.", lambda s: s.n(A, "Ainsworth") < s.n(A, "Harold")),
    ("Mr Openshaw is playing the Major-General.", lambda s: s.same("Openshaw", "Major-General")),
]
QUESTIONS = [
    ("What is Mrs Entwistle's first name?", lambda s: s.v("First names", "Entwistle")),
    ("In which year did Miss Ainsworth join the society?", lambda s: s.v(Y, "Ainsworth")),
]
NUM = "."
INTRO = ["The Ramsbottom Amateur Operatic Society is putting on The Pirates of Penzance, and the five principal parts have gone to five long-standing members, no two of the same age and no two who joined the society in the same year."]
ASK = "Can you discover each principal's full name, part, age and the year he or she joined?"
OUTRO = []
REMARKS = INTRO + [ASK] + OUTRO
