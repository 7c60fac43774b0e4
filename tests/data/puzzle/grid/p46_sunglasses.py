P = "Prices"
CATEGORIES = [
    ("Friends", ["Amara", "Boyd", "Cheyenne", "Duncan"]),
    ("Frames", ["aviator", "cat-eye", "round", "wraparound"]),
    ("Prices", ["$24.99", "$29.99", "$34.99", "$39.99"], [2499, 2999, 3499, 3999]),
    ("Lenses", ["amber", "green", "grey", "rose"]),
]
SOLUTION = [
    ["Amara", "cat-eye", "$34.99", "rose"],
    ["Boyd", "wraparound", "$24.99", "grey"],
    ["Cheyenne", "round", "$39.99", "green"],
    ["Duncan", "aviator", "$29.99", "amber"],
]
CLUES = [
    ("The aviators cost $5 more than Boyd's pair.", lambda s: s.n(P, "aviator") == s.n(P, "Boyd") + 500),
    ("Amara paid $5 less than the person who chose green lenses.", lambda s: s.n(P, "Amara") == s.n(P, "green") - 500),
    ("The pair with grey lenses was the cheapest.", lambda s: s.n(P, "grey") == 2499),
    ("Cheyenne bought neither the aviators nor the wraparounds.", lambda s: not s.same("Cheyenne", "aviator") and not s.same("Cheyenne", "wraparound")),
    ("The rose lenses were either in the cat-eye frames or in the $29.99 pair.",
     lambda s: s.same("rose", "cat-eye") != s.same("rose", "$29.99")),
    ("Of the round frames and the pair with amber lenses, one cost $39.99 and the other was bought by Duncan.",
     lambda s: not s.same("round", "amber") and (
         (s.same("round", "$39.99") and s.same("amber", "Duncan")) or
         (s.same("amber", "$39.99") and s.same("round", "Duncan")))),
]
CLUES.append(("Amara spent more than Duncan.", lambda s: s.n(P, "Amara") > s.n(P, "Duncan")))
NUM = "."
INTRO = ["Four friends each bought a new pair of sunglasses before a beach trip. Find each friend's frames, price and lens colour."]
REMARKS = INTRO
