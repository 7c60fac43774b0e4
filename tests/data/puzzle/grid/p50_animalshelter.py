H = "Hours"
D = "Days"
CATEGORIES = [
    ("Volunteers", ["Aiko", "Benedetta", "Caleb", "Dorothea", "Eamon"]),
    ("Hours", ["3 hours", "5 hours", "7 hours", "9 hours", "11 hours"], [3, 5, 7, 9, 11]),
    ("Tasks", ["cat socialising", "dog walking", "fundraising", "laundry", "reception"]),
    ("Days", ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]),
]
SOLUTION = [
    ["Aiko", "7 hours", "reception", "Thursday"],
    ["Benedetta", "11 hours", "dog walking", "Monday"],
    ["Caleb", "3 hours", "laundry", "Friday"],
    ["Dorothea", "5 hours", "fundraising", "Tuesday"],
    ["Eamon", "9 hours", "cat socialising", "Wednesday"],
]
CLUES = [
    ("The volunteer who walks dogs puts in 4 hours more a week than Aiko.", lambda s: s.n(H, "dog walking") == s.n(H, "Aiko") + 4),
    ("Caleb, who comes in on Fridays, gives the fewest hours.", lambda s: s.same("Caleb", "Friday") and s.n(H, "Caleb") == 3),
    ("The Wednesday volunteer works 2 hours more than the Thursday volunteer.", lambda s: s.n(H, "Wednesday") == s.n(H, "Thursday") + 2),
    ("Dorothea comes in the day after Benedetta.", lambda s: s.n(D, "Dorothea") == s.n(D, "Benedetta") + 1),
    ("The cat socialiser isn't Aiko or Dorothea.", lambda s: not s.same("cat socialising", "Aiko") and not s.same("cat socialising", "Dorothea")),
    ("The receptionist comes in the day before Caleb.", lambda s: s.n(D, "reception") == s.n(D, "Caleb") - 1),
    ("Dorothea works 2 hours a week more than Caleb.", lambda s: s.n(H, "Dorothea") == s.n(H, "Caleb") + 2),
    ("The laundry volunteer comes in later in the week than the cat socialiser.", lambda s: s.n(D, "laundry") > s.n(D, "cat socialising")),
]
QUESTIONS = [("What day does Eamon volunteer?", lambda s: s.v("Days", "Eamon"))]
NUM = "."
INTRO = ["Animal Shelter Rota: five volunteers each help at the shelter on a different weekday, doing a different job for a different number of hours a week."]
OUTRO = []
REMARKS = INTRO + OUTRO
