D = "Days"
CATEGORIES = [
    ("Dogs", ["Biscuit", "Captain", "Daisy", "Maple", "Pepper"]),
    ("Owners", ["Mrs. Abbott", "Mr. Baird", "Ms. Cole", "Mr. Dunn", "Mrs. Ennis"]),
    ("Tricks", ["high five", "play dead", "roll over", "shake", "spin"]),
    ("Days", ["2 days", "3 days", "4 days", "5 days", "6 days"], [2, 3, 4, 5, 6]),
]
SOLUTION = [
    ["Biscuit", "Mr. Dunn", "spin", "4 days"],
    ["Captain", "Mrs. Abbott", "play dead", "6 days"],
    ["Daisy", "Ms. Cole", "shake", "2 days"],
    ["Maple", "Mrs. Ennis", "high five", "3 days"],
    ["Pepper", "Mr. Baird", "roll over", "5 days"],
]
def distinct(s, *xs):
    es = [s.e(x) for x in xs]
    return len(set(es)) == len(es)
CLUES = [
    ("The dog that learned to play dead took 2 days longer than Biscuit.", lambda s: s.n(D, "play dead") == s.n(D, "Biscuit") + 2),
    ("Daisy learned her trick faster than any other dog.", lambda s: s.n(D, "Daisy") == 2),
    ("Mr. Baird's dog took one day longer than the dog that learned to spin.", lambda s: s.n(D, "Mr. Baird") == s.n(D, "spin") + 1),
    ("Of Maple and Mrs. Abbott's dog, one learned the high five and the other took 6 days.",
     lambda s: not s.same("Maple", "Mrs. Abbott") and (
         (s.same("Maple", "high five") and s.same("Mrs. Abbott", "6 days")) or
         (s.same("Mrs. Abbott", "high five") and s.same("Maple", "6 days")))),
    ("Ms. Cole's dog learned to shake.", lambda s: s.same("Ms. Cole", "shake")),
    ("Pepper doesn't belong to Mrs. Ennis.", lambda s: not s.same("Pepper", "Mrs. Ennis")),
    ("The five dogs are Pepper, the one owned by Mrs. Ennis, the one that learned to spin, Daisy and Captain.",
     lambda s: distinct(s, "Pepper", "Mrs. Ennis", "spin", "Daisy", "Captain")),
    ("Pepper took one day longer than Biscuit.", lambda s: s.n(D, "Pepper") == s.n(D, "Biscuit") + 1),
    ("Maple mastered her trick in less time than Captain.", lambda s: s.n(D, "Maple") < s.n(D, "Captain")),
]
QUESTIONS = [("Who owns Biscuit?", lambda s: s.v("Owners", "Biscuit")),
             ("Which trick did Pepper learn?", lambda s: s.v("Tricks", "Pepper"))]
NUM = "."
INTRO = ["Five dogs in Tuesday's obedience class each learned a new trick. Each dog has a different owner and took a different number of days to master its trick."]
OUTRO = []
REMARKS = INTRO + OUTRO
