# Category lines, residents first (titled names): five cottages in a row; the
# year each resident moved in is a numeric category ("more recently than").
C = "Cottage"
def p(s, x):
    return s.n(C, x)
def nextto(s, x, y):
    return abs(p(s, x) - p(s, y)) == 1
def year(s, x):
    return s.n("Moved in", x)
NUM = "1."
CATEGORIES = [
    ("Resident", ["Dr Fenn", "Miss Crane", "Mr Abel", "Mr Bligh", "Mrs Ince"]),
    ("Cottage", ["1", "2", "3", "4", "5"], [1, 2, 3, 4, 5]),
    ("Moved in", ["1978", "1985", "1991", "2003", "2012"], [1978, 1985, 1991, 2003, 2012]),
    ("Occupation", ["author", "blacksmith", "organist", "potter", "vet"]),
    ("Pet", ["bees", "cat", "donkey", "ferret", "peacock"]),
]
SOLUTION = [
    ("Mr Abel", "1", "1991", "potter", "ferret"),
    ("Miss Crane", "2", "2012", "vet", "donkey"),
    ("Dr Fenn", "3", "1978", "author", "peacock"),
    ("Mrs Ince", "4", "2003", "organist", "cat"),
    ("Mr Bligh", "5", "1985", "blacksmith", "bees"),
]
CLUES = [
    ("Dr Fenn is the author.", lambda s: s.same("Dr Fenn", "author")),
    ("The donkey lives at cottage 2.", lambda s: p(s, "donkey") == 2),
    ("Mrs Ince's next-door neighbour keeps bees.", lambda s: nextto(s, "Mrs Ince", "bees")),
    ("The blacksmith came to the hamlet in 1985.", lambda s: s.same("blacksmith", "1985")),
    ("The cat's owner moved in more recently than the potter.", lambda s: year(s, "cat") > year(s, "potter")),
    ("Mr Abel moved in in 1991.", lambda s: s.same("Mr Abel", "1991")),
    ("Miss Crane owns the donkey.", lambda s: s.same("Miss Crane", "donkey")),
    ("Whoever arrived in 1991 lives next door to the donkey.", lambda s: nextto(s, "1991", "donkey")),
    ("The author lives next door to the resident who moved in in 2012.", lambda s: nextto(s, "author", "2012")),
    ("Miss Crane arrived in 2012.", lambda s: s.same("Miss Crane", "2012")),
    ("The organist's neighbours on either side moved in in 1978 and 1985.", lambda s: nextto(s, "organist", "1978") and nextto(s, "organist", "1985") and not s.same("1978", "1985")),
    ("The peacock belongs to the resident who came in 1978.", lambda s: s.same("1978", "peacock")),
]
QUESTIONS = [("Who is the vet, and who keeps the ferret?",
              lambda s: (s.v("Resident", "vet"), s.v("Resident", "ferret")))]
INTRO = ["The hamlet of Nether Wyke is a single row of five cottages, numbered 1 to 5. Each is home to one resident, and the five residents have different occupations, moved in in different years and keep different animals."]
REMARKS = INTRO
