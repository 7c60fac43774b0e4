H = "Houses"
def near(s, a, b):
    return abs(s.n(H, a) - s.n(H, b)) == 1
CATEGORIES = [
    ("Houses", ["1", "2", "3", "4", "5"]),
    ("Residents", ["Dr Penrose", "Mrs Quayle", "Mr Ridley", "Miss Stokes", "Mr Tull"]),
    ("Cars", ["Austin", "Hillman", "Morris", "Rover", "Wolseley"]),
    ("Dogs", ["beagle", "corgi", "dachshund", "Labrador", "spaniel"]),
    ("Newspapers", ["Express", "Guardian", "Mail", "Telegraph", "Times"]),
]
SOLUTION = [
    ["1", "Mr Ridley", "Rover", "Labrador", "Telegraph"],
    ["2", "Miss Stokes", "Morris", "corgi", "Guardian"],
    ["3", "Dr Penrose", "Wolseley", "spaniel", "Times"],
    ["4", "Mr Tull", "Austin", "beagle", "Mail"],
    ["5", "Mrs Quayle", "Hillman", "dachshund", "Express"],
]
CLUES = [
    ("Dr Penrose drives a Wolseley.", lambda s: s.same("Dr Penrose", "Wolseley")),
    ("The Telegraph is delivered to the house at the left-hand end.", lambda s: s.n(H, "Telegraph") == 1),
    ("The Labrador belongs to the owner of the Rover.", lambda s: s.same("Labrador", "Rover")),
    ("Miss Stokes takes the Guardian.", lambda s: s.same("Miss Stokes", "Guardian")),
    ("The corgi lives immediately to the right of the Labrador.", lambda s: s.n(H, "corgi") == s.n(H, "Labrador") + 1),
    ("The Times reader lives in the middle house.", lambda s: s.n(H, "Times") == 3),
    ("Mrs Quayle lives at the right-hand end, next door to the Mail reader.",
     lambda s: s.n(H, "Mrs Quayle") == 5 and near(s, "Mrs Quayle", "Mail")),
    ("The dachshund's owner takes the Express.", lambda s: s.same("dachshund", "Express")),
    ("The Austin is kept next door to the Wolseley.", lambda s: near(s, "Austin", "Wolseley")),
    ("The beagle doesn't live next to the corgi.", lambda s: not near(s, "beagle", "corgi")),
    ("The Hillman's owner doesn't read the Mail.", lambda s: not s.same("Hillman", "Mail")),
    ("Mr Ridley doesn't own the corgi.", lambda s: not s.same("Mr Ridley", "corgi")),
    ("Miss Stokes lives between Mr Ridley and Dr Penrose, next door to each.",
     lambda s: near(s, "Miss Stokes", "Mr Ridley") and near(s, "Miss Stokes", "Dr Penrose")),
    ("The Wolseley's owner keeps a spaniel.", lambda s: s.same("Wolseley", "spaniel")),
    ("Mrs Quayle doesn't drive the Morris, and Dr Penrose doesn't live at either end of the lane.",
     lambda s: not s.same("Mrs Quayle", "Morris") and s.n(H, "Dr Penrose") not in (1, 5)),
    ("Miss Stokes has never owned an Austin.", lambda s: not s.same("Miss Stokes", "Austin")),
]
QUESTIONS = [("Who owns the spaniel?", lambda s: s.v("Residents", "spaniel")),
             ("What does Mr Tull drive?", lambda s: s.v("Cars", "Mr Tull"))]
NUM = "."
INTRO = ["Rectory Lane has five detached houses in a row, numbered 1 to 5 from left to right.",
         "Each householder drives a different make of car, keeps a different breed of dog and has a different morning paper delivered."]
OUTRO = []
REMARKS = INTRO + OUTRO
