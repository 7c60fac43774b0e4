# British: guess the weight of the cake at a fete; 24-hour clock times, kg guesses with a clue in grams.
G = "Guesses"
T = "Times"
CATEGORIES = [
    ("Guessers", ["Mrs Kaur", "Mr Lister", "Miss Moss", "Mr Nunn"]),
    ("Guesses", ["1.8 kg", "2.1 kg", "2.4 kg", "2.7 kg"], [1800, 2100, 2400, 2700]),
    ("Times", ["13:15", "13:45", "14:30", "15:00"], [795, 825, 870, 900]),
]
SOLUTION = [
    ["Mrs Kaur", "2.4 kg", "14:30"],
    ["Mr Lister", "1.8 kg", "15:00"],
    ["Miss Moss", "2.7 kg", "13:15"],
    ["Mr Nunn", "2.1 kg", "13:45"],
]
CLUES = [
    ("The heaviest guess was the first of the four, at 13:15.", lambda s: s.same("2.7 kg", "13:15")),
    ("Mr Lister guessed 300 g less than Mr Nunn.", lambda s: s.n(G, "Mr Lister") == s.n(G, "Mr Nunn") - 300),
    ("Whoever guessed at 14:30 said 600 g more than Mr Lister.", lambda s: s.n(G, "14:30") == s.n(G, "Mr Lister") + 600),
    ("Mrs Kaur had her go 45 minutes after Mr Nunn.", lambda s: s.n(T, "Mrs Kaur") == s.n(T, "Mr Nunn") + 45),
]
QUESTIONS = [("What did Miss Moss guess?", lambda s: s.v("Guesses", "Miss Moss"))]
NUM = ")"
DOT = False
INTRO = ["At the church fete, four people paid 50p each to guess the weight of the Victoria sponge. They had their goes at different times and no two guessed the same weight."]
OUTRO = []
REMARKS = INTRO + OUTRO
