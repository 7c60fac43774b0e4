A = "Ages"
W = "Weights"
def a(s, x):
    return s.n(A, x)
def w(s, x):
    return s.n(W, x)
CATEGORIES = [
    ("Tortoises", ["Archimedes", "Bathsheba", "Cuthbert", "Dorcas"]),
    ("Owners", ["Mr Quill", "Mrs Ravenscroft", "Miss Stroud", "Colonel Tapp"]),
    ("Ages", ["38 years", "51 years", "67 years", "84 years"], [38, 51, 67, 84]),
    ("Weights", ["4.2 kg", "6.8 kg", "9.5 kg", "12.1 kg"], [42, 68, 95, 121]),
]
CLUES = [
    ("Neither Bathsheba nor the tortoise that belongs to Mr Quill is the heaviest, and neither of them is older than Archimedes.",
     lambda s: w(s, "Bathsheba") != 121 and w(s, "Mr Quill") != 121
     and a(s, "Bathsheba") <= a(s, "Archimedes") and a(s, "Mr Quill") <= a(s, "Archimedes")),
    ("Of Cuthbert and Colonel Tapp's tortoise, one weighs 12.1 kg and the other is the oldest of the four.",
     lambda s: not s.same("Cuthbert", "Colonel Tapp") and (
         (w(s, "Cuthbert") == 121 and a(s, "Colonel Tapp") == 84)
         or (w(s, "Colonel Tapp") == 121 and a(s, "Cuthbert") == 84))),
    ("Dorcas, who is not Miss Stroud's, is 16 years older than Cuthbert.",
     lambda s: not s.same("Dorcas", "Miss Stroud") and a(s, "Dorcas") == a(s, "Cuthbert") + 16),
    ("Mrs Ravenscroft's tortoise weighs 2.6 kg more than Archimedes.",
     lambda s: w(s, "Mrs Ravenscroft") == w(s, "Archimedes") + 26),
    ("Dorcas is the lightest of the four.", lambda s: w(s, "Dorcas") == 42),
    ("The youngest tortoise weighs 6.8 kg.", lambda s: w(s, "38 years") == 68),
]
REMARKS = ["Four tortoises were entered in the Mallowby village show. Each has a different owner, and they differ in age and in weight."]
QUESTIONS = [("How old is Bathsheba, and who owns her?",
              lambda s: (s.v(A, "Bathsheba"), s.v("Owners", "Bathsheba")))]
