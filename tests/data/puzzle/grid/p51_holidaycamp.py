C = "Chalets"
D = "Days"
CATEGORIES = [
    ("Campers", ["Mrs Ackroyd", "Mr Brierley", "Miss Cawthorne", "Mr Dewhurst", "Mrs Eccles", "Mr Fletcher"]),
    ("Competitions", ["ballroom dancing", "bingo", "crazy golf", "glamorous granny", "knobbly knees", "talent show"]),
    ("Chalets", ["Chalet 1", "Chalet 2", "Chalet 3", "Chalet 4", "Chalet 5", "Chalet 6"]),
    ("Days", ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]),
]
SOLUTION = [
    ["Mrs Ackroyd", "glamorous granny", "Chalet 4", "Friday"],
    ["Mr Brierley", "knobbly knees", "Chalet 1", "Tuesday"],
    ["Miss Cawthorne", "talent show", "Chalet 6", "Saturday"],
    ["Mr Dewhurst", "crazy golf", "Chalet 3", "Monday"],
    ["Mrs Eccles", "bingo", "Chalet 2", "Wednesday"],
    ["Mr Fletcher", "ballroom dancing", "Chalet 5", "Thursday"],
]
CLUES = [
    ("The talent show, won by Miss Cawthorne, was held on the Saturday, the last night of the week.",
     lambda s: s.same("talent show", "Miss Cawthorne") and s.n(D, "talent show") == 6),
    ("Mr Dewhurst's win came two days before Mrs Eccles's.", lambda s: s.n(D, "Mr Dewhurst") == s.n(D, "Mrs Eccles") - 2),
    ("The knobbly knees winner is in Chalet 1, next door to the bingo winner.",
     lambda s: s.n(C, "knobbly knees") == 1 and s.n(C, "bingo") == 2),
    ("Miss Cawthorne's chalet is at the opposite end of the row from Mr Brierley's.",
     lambda s: {s.n(C, "Miss Cawthorne"), s.n(C, "Mr Brierley")} == {1, 6}),
    ("Mr Fletcher lives next door to both Mrs Ackroyd and Miss Cawthorne.",
     lambda s: abs(s.n(C, "Mr Fletcher") - s.n(C, "Mrs Ackroyd")) == 1 and abs(s.n(C, "Mr Fletcher") - s.n(C, "Miss Cawthorne")) == 1),
    ("The glamorous granny competition was the day after the ballroom dancing.",
     lambda s: s.n(D, "glamorous granny") == s.n(D, "ballroom dancing") + 1),
    ("Mr Brierley won on Tuesday, the day after the crazy golf.",
     lambda s: s.n(D, "Mr Brierley") == 2 and s.n(D, "crazy golf") == 1),
    ("Mrs Ackroyd won later in the week than Mr Fletcher.", lambda s: s.n(D, "Mrs Ackroyd") > s.n(D, "Mr Fletcher")),
    ("The crazy golf winner's chalet is next door to the bingo winner's.",
     lambda s: abs(s.n(C, "crazy golf") - s.n(C, "bingo")) == 1),
]
QUESTIONS = [
    ("Which competition did Mr Fletcher win?", lambda s: s.v("Competitions", "Mr Fletcher")),
    ("Who is staying in Chalet 3?", lambda s: s.v("Campers", "Chalet 3")),
]
NUM = "."
INTRO = ["In one week at Sunnysands Holiday Camp, six campers whose chalets stand side by side in Row K, numbered 1 to 6 from left to right, each won a different competition, on six different days from Monday to Saturday."]
ASK = "Can you discover which competition each camper won, on which day, and who is in which chalet?"
OUTRO = []
REMARKS = INTRO + [ASK] + OUTRO
