M = "Marks"
CATEGORIES = [
    ("Makers", ["Mrs Kenny", "Mr Latimer", "Mrs Moss", "Miss Nuttall", "Mr Pryce"]),
    ("Chutneys", ["apple", "beetroot", "green tomato", "mango", "plum"]),
    ("Marks", ["61", "68", "74", "83", "90"], [61, 68, 74, 83, 90]),
    ("Villages", ["Ashwell", "Barford", "Coton", "Dunmore", "Eyke"]),
]
SOLUTION = [
    ["Mrs Kenny", "plum", "83", "Coton"],
    ["Mr Latimer", "mango", "61", "Eyke"],
    ["Mrs Moss", "green tomato", "90", "Ashwell"],
    ["Miss Nuttall", "beetroot", "68", "Dunmore"],
    ["Mr Pryce", "apple", "74", "Barford"],
]
CLUES = [
    ("The green tomato chutney scored highest, and it wasn't made by anyone from Coton or Eyke.",
     lambda s: s.n(M, "green tomato") == 90 and not s.same("green tomato", "Coton") and not s.same("green tomato", "Eyke")),
    ("Mr Pryce, who lives in Barford, scored 6 marks more than Miss Nuttall.",
     lambda s: s.same("Mr Pryce", "Barford") and s.n(M, "Mr Pryce") == s.n(M, "Miss Nuttall") + 6),
    ("The mango chutney scored 13 marks fewer than Mr Pryce's entry.", lambda s: s.n(M, "mango") == s.n(M, "Mr Pryce") - 13),
    ("Mrs Kenny's entry, which wasn't the apple, scored 9 marks more than the one from Barford.",
     lambda s: not s.same("Mrs Kenny", "apple") and s.n(M, "Mrs Kenny") == s.n(M, "Barford") + 9),
    ("The entrant from Dunmore made the beetroot chutney.", lambda s: s.same("Dunmore", "beetroot")),
    ("Mr Latimer, who lives in Eyke, was given the lowest mark of the five.", lambda s: s.same("Mr Latimer", "Eyke") and s.n(M, "Mr Latimer") == 61),
    ("Mrs Kenny doesn't live in Dunmore.", lambda s: not s.same("Mrs Kenny", "Dunmore")),
]
NUM = "."
DOT = True
INTRO = ["At the county show five cooks from different villages each entered one jar of chutney, and the judges gave each entry a mark out of 100."]
OUTRO = []
REMARKS = INTRO + OUTRO
