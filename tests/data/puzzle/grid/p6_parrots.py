W = "Words"
def w(s, x):
    return s.n(W, x)
CATEGORIES = [
    ("Owners", ["Mrs. Pettibone", "Mr. Quill", "Miss Ruiz", "Dr. Salk"]),
    ("Birds", ["Captain", "Kiwi", "Mango", "Pepper"]),
    ("Species", ["African grey", "budgie", "cockatiel", "macaw"]),
    ("Words", ["14 words", "23 words", "37 words", "52 words"], [14, 23, 37, 52]),
]
CLUES = [
    ('Captain, who can whistle the first few bars of "Yankee Doodle," knows more words than any other bird in the club.',
     lambda s: w(s, "Captain") == 52),
    ("The budgie knows 9 fewer words than Dr. Salk's bird.", lambda s: w(s, "budgie") == w(s, "Dr. Salk") - 9),
    ("Miss Ruiz's bird knows the fewest words.", lambda s: w(s, "Miss Ruiz") == 14),
    ("The macaw knows 15 fewer words than the African grey.", lambda s: w(s, "macaw") == w(s, "African grey") - 15),
    ("Pepper doesn't belong to Mrs. Pettibone, and neither does Kiwi.",
     lambda s: not s.same("Pepper", "Mrs. Pettibone") and not s.same("Kiwi", "Mrs. Pettibone")),
    ("Mr. Quill, who bought his bird from a neighbor in 1994, does not own the cockatiel.",
     lambda s: not s.same("Mr. Quill", "cockatiel")),
    ("Mrs. Pettibone's bird knows fewer words than Captain.", lambda s: w(s, "Mrs. Pettibone") < w(s, "Captain")),
    ("Dr. Salk's bird isn't Kiwi.", lambda s: not s.same("Dr. Salk", "Kiwi")),
]
REMARKS = ["The Talking Bird Club of Fairview meets on the second Tuesday of every month in the back room of Dot's Pet Emporium. At the last meeting, four members counted up the words their feathered friends could say. Each owner has one bird, each bird is a different species, and no two birds know the same number of words. Match each owner with the bird's name, its species and the size of its vocabulary."]
QUESTIONS = [("What is the name of Dr. Salk's bird, and how many words does it know?",
              lambda s: (s.v("Birds", "Dr. Salk"), s.v("Words", "Dr. Salk")))]
