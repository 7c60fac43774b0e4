A = "Ages"
CATEGORIES = [
    ("Horses", ["Biscuit", "Dakota", "Pepper", "Sundance"]),
    ("Breeds", ["Appaloosa", "Morgan", "mustang", "quarter horse"]),
    ("Ages", ["6 years", "9 years", "12 years", "15 years"], [6, 9, 12, 15]),
    ("Wranglers", ["Cal", "Jessie", "Rusty", "Wade"]),
]
SOLUTION = [
    ["Biscuit", "Morgan", "12 years", "Wade"],
    ["Dakota", "Appaloosa", "6 years", "Jessie"],
    ["Pepper", "quarter horse", "15 years", "Cal"],
    ["Sundance", "mustang", "9 years", "Rusty"],
]
CLUES = [
    ("The Appaloosa is the youngest horse.", lambda s: s.n(A, "Appaloosa") == 6),
    ("Pepper is 3 years older than the Morgan.", lambda s: s.n(A, "Pepper") == s.n(A, "Morgan") + 3),
    ("Rusty's horse is 3 years younger than Wade's.", lambda s: s.n(A, "Rusty") == s.n(A, "Wade") - 3),
    ("Cal doesn't look after Dakota or Sundance.", lambda s: not s.same("Cal", "Dakota") and not s.same("Cal", "Sundance")),
    ("Sundance is either the mustang or the 6-year-old.",
     lambda s: s.same("Sundance", "mustang") != s.same("Sundance", "6 years")),
    ("Jessie's horse is younger than Biscuit.", lambda s: s.n(A, "Jessie") < s.n(A, "Biscuit")),
    ("Of Dakota and Wade's horse, one is the Appaloosa and the other is 12 years old.",
     lambda s: not s.same("Dakota", "Wade") and ((s.same("Dakota", "Appaloosa") and s.same("Wade", "12 years")) or (s.same("Wade", "Appaloosa") and s.same("Dakota", "12 years")))),
    ("The quarter horse is looked after by Cal.", lambda s: s.same("quarter horse", "Cal")),
]
NUM = "."
DOT = False
INTRO = [
    "Horses of the Bar K",
    "The Bar K guest ranch in Wyoming keeps four gentle horses for its summer visitors. Each horse is a different breed and a different age, and each is looked after by a different wrangler. Match each horse with its breed, its age, and its wrangler.",
]
OUTRO = []
REMARKS = INTRO + OUTRO
