P = "Prices"
def c(s, x):
    return s.n(P, x)
CATEGORIES = [
    ("Customers", ["Mrs Abbott", "Mr Baines", "Ms Chu", "Dr Diaz", "Mr Ellery"]),
    ("Pastries", ["bear claw", "cinnamon roll", "croissant", "pain au chocolat", "scone"]),
    ("Prices", ["$2.25", "$2.50", "$2.75", "$3.00", "$3.25"], [225, 250, 275, 300, 325]),
]
CLUES = [
    ("Mr Baines, who never touches scones, paid exactly a dollar more than Mrs Abbott.",
     lambda s: not s.same("Mr Baines", "scone") and c(s, "Mr Baines") == c(s, "Mrs Abbott") + 100),
    ("The croissant cost a quarter more than the bear claw.",
     lambda s: c(s, "croissant") == c(s, "bear claw") + 25),
    ("Dr Diaz spent 50 cents less than the customer who bought the cinnamon roll.",
     lambda s: c(s, "Dr Diaz") == c(s, "cinnamon roll") - 50),
    ("Ms Chu didn't buy the bear claw, and she paid more than Dr Diaz.",
     lambda s: not s.same("Ms Chu", "bear claw") and c(s, "Ms Chu") > c(s, "Dr Diaz")),
    ("Mr Ellery paid more than Ms Chu.", lambda s: c(s, "Mr Ellery") > c(s, "Ms Chu")),
    ("The scone cost less than the bear claw.", lambda s: c(s, "scone") < c(s, "bear claw")),
]
REMARKS = ["Five regulars stopped at Colette's counter before work on Monday. Each bought one pastry, and no two of them paid the same."]
QUESTIONS = [("What did Mr Ellery buy?", lambda s: s.v("Pastries", "Mr Ellery"))]
