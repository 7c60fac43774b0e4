Y = "Years"
V = "Valuations"
CATEGORIES = [
    ("Owners", ["Mr Pargeter", "Mrs Quayle", "Miss Rudd", "Dr Sowerby"]),
    ("Heirlooms", ["carriage clock", "sampler", "silver teapot", "writing desk"]),
    ("Years", ["1790", "1820", "1850", "1880"], [1790, 1820, 1850, 1880]),
    ("Valuations", ["£200", "£350", "£500", "£650"], [200, 350, 500, 650]),
]
SOLUTION = [
    ["Mr Pargeter", "writing desk", "1790", "£650"],
    ["Mrs Quayle", "sampler", "1820", "£200"],
    ["Miss Rudd", "silver teapot", "1880", "£350"],
    ["Dr Sowerby", "carriage clock", "1850", "£500"],
]
CLUES = [
    ("The carriage clock was made thirty years after Mrs Quayle's heirloom.", lambda s: s.n(Y, "carriage clock") == s.n(Y, "Mrs Quayle") + 30),
    ("The oldest piece was also judged the most valuable.", lambda s: s.n(V, "1790") == 650),
    ("Miss Rudd's heirloom is the newest, but it was valued at less than the carriage clock.",
     lambda s: s.n(Y, "Miss Rudd") == 1880 and s.n(V, "Miss Rudd") < s.n(V, "carriage clock")),
    ("The sampler was valued at £150 less than Miss Rudd's heirloom.", lambda s: s.n(V, "sampler") == s.n(V, "Miss Rudd") - 150),
    ("Mr Pargeter doesn't own the carriage clock.", lambda s: not s.same("Mr Pargeter", "carriage clock")),
    ("The silver teapot isn't Mr Pargeter's.", lambda s: not s.same("silver teapot", "Mr Pargeter")),
    ("Dr Sowerby's heirloom is thirty years older than Miss Rudd's.", lambda s: s.n(Y, "Dr Sowerby") == s.n(Y, "Miss Rudd") - 30),
]
QUESTIONS = [
    ("What does Dr Sowerby own?", lambda s: s.v("Heirlooms", "Dr Sowerby")),
    ("What was the writing desk valued at?", lambda s: s.v(V, "writing desk")),
]
NUM = "."
INTRO = ["An insurance valuer spent a day calling on four households in Kings Norton. In each house she looked at one family heirloom, dated it and put a value on it."]
ASK = "Can you discover the owner of each heirloom, the year it was made and what it was valued at?"
OUTRO = []
REMARKS = INTRO + [ASK] + OUTRO
