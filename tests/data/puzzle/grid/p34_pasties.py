P = "Prices"
CATEGORIES = [
    ("Customers", ["Miss Carne", "Dr Pascoe", "Mr Penrose", "Mrs Trelawney"]),
    ("Fillings", ["cheese and onion", "chicken", "lamb and mint", "steak"]),
    ("Prices", ["£3.20", "£3.50", "£3.80", "£4.10"], [320, 350, 380, 410]),
]
SOLUTION = [
    ["Miss Carne", "cheese and onion", "£3.20"],
    ["Dr Pascoe", "lamb and mint", "£3.80"],
    ["Mr Penrose", "steak", "£4.10"],
    ["Mrs Trelawney", "chicken", "£3.50"],
]
CLUES = [
    ("The traditional steak pasty was the dearest.", lambda s: s.n(P, "steak") == 410),
    ("Miss Carne's pasty was 30p cheaper than Mrs Trelawney's.", lambda s: s.n(P, "Miss Carne") == s.n(P, "Mrs Trelawney") - 30),
    ("Dr Pascoe's pasty cost 60p more than the cheese and onion.", lambda s: s.n(P, "Dr Pascoe") == s.n(P, "cheese and onion") + 60),
    ("The chicken pasty wasn't bought by Dr Pascoe, and it cost less than the lamb and mint.",
     lambda s: not s.same("chicken", "Dr Pascoe") and s.n(P, "chicken") < s.n(P, "lamb and mint")),
    ("Mr Penrose paid 30p more than Dr Pascoe.", lambda s: s.n(P, "Mr Penrose") == s.n(P, "Dr Pascoe") + 30),
    ("Mr Penrose didn't have the chicken.", lambda s: not s.same("Mr Penrose", "chicken")),
]
NUM = None
DOT = True
INTRO = ["Four customers each bought a different pasty from a bakery in Padstow, and each paid a different price."]
OUTRO = []
REMARKS = INTRO + OUTRO
