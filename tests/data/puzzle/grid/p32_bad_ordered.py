P = "Prices"
T = "Pickup times"
CATEGORIES = [
    ("Customers", ["Mrs. Ostrow", "Mr. Quinn", "Ms. Tully", "Mrs. Voss"]),
    ("Pies", ["apple", "blueberry", "lemon meringue", "peach"]),
    ("Prices", ["$11.50", "$12.75", "$14.00", "$15.25"], [1150, 1275, 1400, 1525]),
    ("Pickup times", ["9:00 AM", "10:00 AM", "11:00 AM", "12:00 PM"], [540, 600, 660, 720]),
]
CLUES = [
    ("Ms. Tully picked up her pie at 10:00 AM.", lambda s: s.same("Ms. Tully", "10:00 AM")),
    ("Mrs. Ostrow's pickup was an hour after Ms. Tully's.", lambda s: s.n(T, "Mrs. Ostrow") == s.n(T, "Ms. Tully") + 60),
    ("Mr. Quinn bought the lemon meringue pie, which cost $14.00.",
     lambda s: s.same("Mr. Quinn", "lemon meringue") and s.same("lemon meringue", "$14.00")),
    ("Mrs. Voss paid the least.", lambda s: s.n(P, "Mrs. Voss") == 1150),
    ("The peach pie cost $2.50 more than the apple pie.", lambda s: s.n(P, "peach") == s.n(P, "apple") + 250),
    ("Ms. Tully's pie wasn't the peach.", lambda s: not s.same("Ms. Tully", "peach")),
]
BAD = (4, "Mr. Quinn ordered his pie earlier than Mrs. Voss did.")
REFUSED = {BAD[1]: {
    "'Mr. Quinn picked up his pie earlier than Mrs. Voss'": lambda s: s.n(T, "Mr. Quinn") < s.n(T, "Mrs. Voss"),
    "'Mr. Quinn picked up his pie later than Mrs. Voss'": lambda s: s.n(T, "Mr. Quinn") > s.n(T, "Mrs. Voss"),
}}
EXPECT = 2
QUESTIONS = [("Who picked up a pie at 9:00 AM?", None)]
NUM = "."
DOT = False
INTRO = [
    "Pies for the Fourth",
    "Four customers ordered pies from Hilltop Farm Market for the Fourth of July and picked them up on the morning of July 3. Each pie was a different flavor and price, and each was picked up at a different time. Determine each customer's pie, its price, and the pickup time.",
]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 4, "Mr. Quinn ordered his pie earlier than Mrs. Voss did.", must be refused:
it is about when the orders were placed, and the puzzle has no category for that;
its only times are the pickup times on July 3, and an earlier order says nothing
about an earlier pickup. Without the clue the puzzle has two solutions (Mr. Quinn
and Mrs. Voss picked up at 9:00 AM and 12:00 PM, either way round). Misread as
"Mr. Quinn picked up his pie earlier than Mrs. Voss", it gives one solution and a
confident answer to the question; read the other way it gives the other."""
