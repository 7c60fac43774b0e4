P = "Prices"
CATEGORIES = [
    ("Teens", ["Abby", "Bryce", "Carmen", "Dev", "Elena"]),
    ("Genres", ["country", "jazz", "K-pop", "reggae", "rock"]),
    ("Prices", ["$0.99", "$1.29", "$1.49", "$1.99", "$2.49"], [99, 129, 149, 199, 249]),
]
SOLUTION = [
    ["Abby", "jazz", "$1.49"],
    ["Bryce", "rock", "$0.99"],
    ["Carmen", "K-pop", "$2.49"],
    ["Dev", "reggae", "$1.29"],
    ["Elena", "country", "$1.99"],
]
CLUES = [
    ("Dev paid 30 cents more than Bryce.", lambda s: s.n(P, "Dev") == s.n(P, "Bryce") + 30),
    ("The K-pop ringtone cost $1 more than Abby's.", lambda s: s.n(P, "K-pop") == s.n(P, "Abby") + 100),
    ("Elena's ringtone cost 50 cents more than the jazz one.", lambda s: s.n(P, "Elena") == s.n(P, "jazz") + 50),
    ("The rock ringtone was the cheapest.", lambda s: s.n(P, "rock") == 99),
    ("Of Dev and Carmen, one chose reggae and the other paid $2.49.",
     lambda s: (s.same("Dev", "reggae") and s.same("Carmen", "$2.49")) or (s.same("Carmen", "reggae") and s.same("Dev", "$2.49"))),
]
QUESTIONS = [("Which genre did Elena choose?", lambda s: s.v("Genres", "Elena"))]
NUM = "."
INTRO = ["Five teens each bought a new ringtone from an app store. Each picked a song from a different genre, and each ringtone had a different price."]
OUTRO = []
REMARKS = INTRO + OUTRO
