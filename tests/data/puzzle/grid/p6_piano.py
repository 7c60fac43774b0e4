D = "Days"
A = "Ages"
def d(s, x):
    return s.n(D, x)
def age(s, x):
    return s.n(A, x)
CATEGORIES = [
    ("Students", ["Abby", "Brent", "Cassidy", "Duane", "Erin-Lee"]),
    ("Days", ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]),
    ("Ages", ["8", "10", "11", "13", "16"], [8, 10, 11, 13, 16]),
    ("Pieces", ["Clair de Lune", "Für Elise", "Heart and Soul", "Minuet in G", "The Entertainer"]),
]
CLUES = [
    ("The youngest student, who has her lesson on Monday, is learning Heart and Soul.",
     lambda s: d(s, "8") == 1 and s.same("8", "Heart and Soul")),
    ("Brent, the oldest, has the last lesson of the week, and he's working on Clair de Lune.",
     lambda s: age(s, "Brent") == 16 and d(s, "Brent") == 5 and s.same("Brent", "Clair de Lune")),
    ("Erin-Lee is 1 year younger than Abby.", lambda s: age(s, "Erin-Lee") == age(s, "Abby") - 1),
    ("The Entertainer is being learned by the student whose lesson is the day after Erin-Lee's.",
     lambda s: d(s, "The Entertainer") == d(s, "Erin-Lee") + 1),
    ("Abby's lesson is the day before Erin-Lee's.", lambda s: d(s, "Abby") == d(s, "Erin-Lee") - 1),
    ("The 13-year-old isn't learning Minuet in G.", lambda s: not s.same("13", "Minuet in G")),
    ("The student learning Für Elise is younger than the one learning Minuet in G.", lambda s: age(s, "Für Elise") < age(s, "Minuet in G")),
    ("Duane is five years older than Cassidy.", lambda s: age(s, "Duane") == age(s, "Cassidy") + 5),
]
REMARKS = ["Mrs. Kowalczyk gives piano lessons after school in her front parlor on Birch Street, one student each weekday afternoon. This fall her five students are all different ages, and each one is learning a different piece for the holiday recital. Find each student's lesson day, age and piece."]
QUESTIONS = [("What is Cassidy learning?", lambda s: s.v("Pieces", "Cassidy")),
             ("How old is Duane?", lambda s: s.v("Ages", "Duane"))]
