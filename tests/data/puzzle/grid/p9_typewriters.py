Y = "Years"
P = "Prices"
def y(s, x):
    return s.n(Y, x)
def p(s, x):
    return s.n(P, x)
NUM = "1."
CATEGORIES = [
    ("Buyers", ["Cordelia", "Mr. Lindqvist", "Nkechi", "Sol"]),
    ("Makes", ["Bellwood", "Crestline", "Marlowe", "Tyburn"]),
    ("Years", ["1924", "1931", "1947", "1958"], [1924, 1931, 1947, 1958]),
    ("Prices", ["$85.00", "$112.50", "$140.00", "$167.50"], [8500, 11250, 14000, 16750]),
]
SOLUTION = [
    ("Cordelia", "Marlowe", "1947", "$140.00"),
    ("Mr. Lindqvist", "Tyburn", "1924", "$167.50"),
    ("Nkechi", "Bellwood", "1958", "$85.00"),
    ("Sol", "Crestline", "1931", "$112.50"),
]
INTRO = ["When old Mr. Pettigrew finally closed his repair shop on Canal Street, he sold off the last four typewriters on his shelf to four different customers. Each machine was of a different make and had been built in a different year, and no two went for the same price."]
REMARKS = INTRO
CLUES = [
    ("The oldest machine, made in 1924, fetched the highest price.", lambda s: p(s, "1924") == 16750),
    ("Nkechi paid $27.50 less than Sol, whose typewriter was not the Marlowe.", lambda s: p(s, "Nkechi") == p(s, "Sol") - 2750 and not s.same("Sol", "Marlowe")),
    ("The Bellwood is the newest of the four.", lambda s: y(s, "Bellwood") == 1958),
    ("Cordelia's typewriter is eleven years older than the Bellwood.", lambda s: y(s, "Cordelia") == y(s, "Bellwood") - 11),
    ("The Crestline was made before the Marlowe.", lambda s: y(s, "Crestline") < y(s, "Marlowe")),
    ("The Tyburn was bought by either Mr. Lindqvist or Nkechi.", lambda s: s.same("Tyburn", "Mr. Lindqvist") != s.same("Tyburn", "Nkechi")),
    ("Cordelia paid more than Sol but less than Mr. Lindqvist.", lambda s: p(s, "Sol") < p(s, "Cordelia") < p(s, "Mr. Lindqvist")),
    ("The $85.00 typewriter was the newest.", lambda s: y(s, "$85.00") == 1958),
]
QUESTIONS = [("Which typewriter did Sol buy, and what did it cost?", lambda s: (s.v("Makes", "Sol"), s.v(P, "Sol")))]
