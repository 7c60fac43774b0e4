B = "Bounces"
A = "Ages"
CATEGORIES = [
    ("Kids", ["Ronan", "Sadie", "Theo", "Ursula", "Vik"]),
    ("Colors", ["black", "lime", "pink", "red", "teal"]),
    ("Bounces", ["150 bounces", "200 bounces", "250 bounces", "300 bounces", "350 bounces"], [150, 200, 250, 300, 350]),
    ("Ages", ["7", "8", "9", "10", "11"], [7, 8, 9, 10, 11]),
]
SOLUTION = [
    ["Ronan", "teal", "250 bounces", "9"],
    ["Sadie", "pink", "350 bounces", "8"],
    ["Theo", "black", "150 bounces", "11"],
    ["Ursula", "lime", "300 bounces", "7"],
    ["Vik", "red", "200 bounces", "10"],
]
CLUES = [
    ("The 11-year-old managed the fewest bounces.", lambda s: s.n(B, "11") == 150),
    ("The child on the lime pogo stick is the youngest.", lambda s: s.n(A, "lime") == 7),
    ("Vik is a year older than Ronan.", lambda s: s.n(A, "Vik") == s.n(A, "Ronan") + 1),
    ("The rider of the red pogo stick bounced 50 fewer times than the rider of the teal one.", lambda s: s.n(B, "red") == s.n(B, "teal") - 50),
    ("Of Theo and the 8-year-old, one rode the black pogo stick and the other bounced 350 times.",
     lambda s: not s.same("Theo", "8") and (
         (s.same("Theo", "black") and s.same("8", "350 bounces")) or
         (s.same("8", "black") and s.same("Theo", "350 bounces")))),
    ("Ursula bounced more times than Ronan but fewer than Sadie.", lambda s: s.n(B, "Ronan") < s.n(B, "Ursula") < s.n(B, "Sadie")),
    ("Theo bounced 50 fewer times than Vik.", lambda s: s.n(B, "Theo") == s.n(B, "Vik") - 50),
]
QUESTIONS = [("How old is Ronan?", lambda s: s.v(A, "Ronan"))]
NUM = "."
INTRO = ["Five kids of different ages held a pogo stick contest on the driveway. Each rode a different colored pogo stick and managed a different number of bounces before falling off."]
OUTRO = []
REMARKS = INTRO + OUTRO
