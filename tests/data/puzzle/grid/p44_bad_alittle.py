T = "Deliveries"
CATEGORIES = [
    ("Customers", ["Corey", "Delia", "Everett", "Fatima"]),
    ("Restaurants", ["burger joint", "noodle bar", "pizzeria", "taqueria"]),
    ("Deliveries", ["25 minutes", "30 minutes", "35 minutes", "40 minutes"], [25, 30, 35, 40]),
]
CLUES = [
    ("Fatima's delivery took the longest.", lambda s: s.n(T, "Fatima") == 40),
    ("The taqueria order arrived in 25 minutes.", lambda s: s.same("taqueria", "25 minutes")),
    ("Corey's order arrived 5 minutes after Everett's.", lambda s: s.n(T, "Corey") == s.n(T, "Everett") + 5),
    ("The burger joint's order was the slowest.", lambda s: s.n(T, "burger joint") == 40),
    ("Everett didn't order from the taqueria.", lambda s: not s.same("Everett", "taqueria")),
]
BAD = (4, "Delia's food arrived a little sooner than the pizza.")
REFUSED = {BAD[1]: {
    "'sooner by any amount'": lambda s: s.n(T, "Delia") < s.n(T, "pizzeria"),
    "'5 minutes sooner'": lambda s: s.n(T, "Delia") == s.n(T, "pizzeria") - 5,
    "'10 minutes sooner'": lambda s: s.n(T, "Delia") == s.n(T, "pizzeria") - 10,
}}
EXPECT = 2
NUM = "."
DOT = False
INTRO = ["Four coworkers ordered lunch for delivery from four different restaurants."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 4, "Delia's food arrived a little sooner than the pizza.", must be refused:
"a little sooner" gives no amount. The other clues fix the times (Delia 25,
Everett 30, Corey 35, Fatima 40 minutes) and leave the pizzeria and the noodle
bar to Everett and Corey in either order: two solutions. Read as "5 minutes
sooner" (one step) the clue picks Everett for the pizza, read as "10 minutes
sooner" it picks Corey, and read as plain "sooner" it rules out neither. A
reader that takes "a little" to mean one step gives a confident answer the
puzzle does not support."""
