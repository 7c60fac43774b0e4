B = "Batches"
CATEGORIES = [
    ("Makers", ["Mrs Tremayne", "Mr Pascoe", "Miss Jago", "Mr Trelawney", "Mrs Penhallow"]),
    ("Flavours", ["clotted cream", "rum and raisin", "salted caramel", "chocolate orange", "vanilla"]),
    ("Batches", ["250 g", "500 g", "750 g", "1 kg", "1.5 kg"], [250, 500, 750, 1000, 1500]),
]
SOLUTION = [
    ["Mrs Tremayne", "clotted cream", "1.5 kg"],
    ["Mr Pascoe", "rum and raisin", "500 g"],
    ["Miss Jago", "salted caramel", "750 g"],
    ["Mr Trelawney", "vanilla", "250 g"],
    ["Mrs Penhallow", "chocolate orange", "1 kg"],
]
CLUES = [
    ("Mrs Tremayne made the biggest batch, and it wasn't salted caramel.", lambda s: s.n(B, "Mrs Tremayne") == 1500 and not s.same("Mrs Tremayne", "salted caramel")),
    ("The vanilla batch was 250 g smaller than Mr Pascoe's.", lambda s: s.n(B, "vanilla") == s.n(B, "Mr Pascoe") - 250),
    ("The chocolate orange fudge weighed 250 g more than Miss Jago's.", lambda s: s.n(B, "chocolate orange") == s.n(B, "Miss Jago") + 250),
    ("Mr Trelawney made the smallest batch.", lambda s: s.n(B, "Mr Trelawney") == 250),
    ("Neither Mr Pascoe nor Mrs Penhallow made the salted caramel.", lambda s: not s.same("Mr Pascoe", "salted caramel") and not s.same("Mrs Penhallow", "salted caramel")),
    ("The rum and raisin batch weighed 500 g.", lambda s: s.same("rum and raisin", "500 g")),
    ("Mrs Penhallow's batch was bigger than Miss Jago's.", lambda s: s.n(B, "Mrs Penhallow") > s.n(B, "Miss Jago")),
]
QUESTIONS = [("Who made the clotted cream fudge?", lambda s: s.v("Makers", "clotted cream"))]
NUM = "."
DOT = True
INTRO = ["Five stallholders at the Polperro harvest market each brought one batch of home-made fudge. Every batch was a different flavour and a different weight."]
OUTRO = []
REMARKS = INTRO + OUTRO
