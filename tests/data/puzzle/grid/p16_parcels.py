W = "Weights"
P = "Postage"
CATEGORIES = [
    ("Senders", ["Bao", "Corinne", "Dmitri", "Efua"]),
    ("Destinations", ["Auckland", "Bruges", "Cusco", "Dakar"]),
    ("Weights", ["1.2 kg", "2.5 kg", "3.1 kg", "4.8 kg"], [12, 25, 31, 48]),
    ("Postage", ["$18.40", "$23.95", "$31.10", "$46.75"], [1840, 2395, 3110, 4675]),
]
SOLUTION = [
    ["Bao", "Cusco", "3.1 kg", "$31.10"],
    ["Corinne", "Auckland", "4.8 kg", "$46.75"],
    ["Dmitri", "Dakar", "1.2 kg", "$18.40"],
    ["Efua", "Bruges", "2.5 kg", "$23.95"],
]
CLUES = [
    ("The heaviest parcel went to Auckland.", lambda s: s.n(W, "Auckland") == 48),
    ("Dmitri's parcel weighed 1.3 kg less than Efua's.", lambda s: s.n(W, "Dmitri") == s.n(W, "Efua") - 13),
    ("The parcel to Cusco cost $31.10 to send.", lambda s: s.same("Cusco", "$31.10")),
    ("Efua paid $7.15 less than Bao.", lambda s: s.n(P, "Efua") == s.n(P, "Bao") - 715),
    ("Corinne's parcel cost the most to post.", lambda s: s.n(P, "Corinne") == 4675),
    ("Dmitri didn't send a parcel to Bruges.", lambda s: not s.same("Dmitri", "Bruges")),
    ("The 2.5 kg parcel didn't go to Dakar.", lambda s: not s.same("2.5 kg", "Dakar")),
    ("The lightest parcel was also the cheapest to send.", lambda s: s.same("1.2 kg", "$18.40")),
]
QUESTIONS = [("Where did Bao's parcel go?", lambda s: s.v("Destinations", "Bao"))]
NUM = None
DOT = False
INTRO = []
OUTRO = []
REMARKS = INTRO + OUTRO
