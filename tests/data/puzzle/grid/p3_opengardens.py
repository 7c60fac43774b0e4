D = "Dates"
def d(s, x):
    return s.n(D, x)
CATEGORIES = [
    ("Gardens", ["Ashcombe", "Bellhurst", "Kingsmere", "Thornleigh"]),
    ("Owners", ["Mrs Pryce", "Mr Quayle", "Lady Rowe", "Dr Sato"]),
    ("Features", ["koi pond", "maze", "rose walk", "wildflower meadow"]),
    ("Dates", ["3rd May", "10th May", "17th May", "24th May"], [3, 10, 17, 24]),
]
CLUES = [
    ("The garden with the maze opened a week after Mrs Pryce's.", lambda s: d(s, "maze") == d(s, "Mrs Pryce") + 7),
    ("Bellhurst, with its koi pond, was the first garden to open.",
     lambda s: s.same("Bellhurst", "koi pond") and d(s, "Bellhurst") == 3),
    ("Dr Sato's garden opened a fortnight after Thornleigh.", lambda s: d(s, "Dr Sato") == d(s, "Thornleigh") + 14),
    ("Visitors won't find the rose walk at Kingsmere.", lambda s: not s.same("rose walk", "Kingsmere")),
    ("Lady Rowe's garden opened a week before Kingsmere.", lambda s: d(s, "Lady Rowe") == d(s, "Kingsmere") - 7),
    ("Mrs Pryce's garden is known for its rose walk.", lambda s: s.same("Mrs Pryce", "rose walk")),
]
REMARKS = ["On four Saturdays in May, a private garden in the village opened to the public for charity, a different garden each week. Each has a different owner and is famous for a different feature."]
