D = "Dates"
M = "Distances"
T = "Trucks"
CATEGORIES = [
    ("Foremen", ["Duane", "Luis", "Randy", "Terrell"]),
    ("Customers", ["Mrs. Baxter", "Mr. Castillo", "Ms. Foster", "Dr. Greer"]),
    ("Dates", ["June 3", "June 4", "June 5", "June 6"], [3, 4, 5, 6]),
    ("Distances", ["12 miles", "19 miles", "26 miles", "33 miles"], [12, 19, 26, 33]),
    ("Trucks", ["16-foot truck", "20-foot truck", "24-foot truck", "26-foot truck"], [16, 20, 24, 26]),
]
SOLUTION = [
    ["Duane", "Dr. Greer", "June 5", "33 miles", "20-foot truck"],
    ["Luis", "Mrs. Baxter", "June 3", "19 miles", "26-foot truck"],
    ["Randy", "Ms. Foster", "June 6", "12 miles", "16-foot truck"],
    ["Terrell", "Mr. Castillo", "June 4", "26 miles", "24-foot truck"],
]
CLUES = [
    ("The longest move took place two days after Mrs. Baxter's.", lambda s: s.n(D, "33 miles") == s.n(D, "Mrs. Baxter") + 2),
    ("Randy's crew, which used the smallest truck, made the shortest move.",
     lambda s: s.n(T, "Randy") == 16 and s.n(M, "Randy") == 12),
    ("Luis and the foreman who drove the 24-foot truck moved Mrs. Baxter and Mr. Castillo, respectively.",
     lambda s: not s.same("Luis", "24-foot truck") and s.same("Luis", "Mrs. Baxter") and s.same("24-foot truck", "Mr. Castillo")),
    ("Mr. Castillo's move was 7 miles longer than the one Luis handled.", lambda s: s.n(M, "Mr. Castillo") == s.n(M, "Luis") + 7),
    ("The 20-foot truck wasn't used on June 3 or June 6.",
     lambda s: not s.same("20-foot truck", "June 3") and not s.same("20-foot truck", "June 6")),
    ("Ms. Foster moved sometime after Dr. Greer.", lambda s: s.n(D, "Ms. Foster") > s.n(D, "Dr. Greer")),
    ("Terrell's job was on June 4.", lambda s: s.same("Terrell", "June 4")),
    ("Dr. Greer's move was the longest of the four.", lambda s: s.n(M, "Dr. Greer") == 33),
]
NUM = "."
DOT = False
INTRO = [
    "Four Days, Four Moves",
    "Hartley Brothers Moving sent out one crew a day from June 3 through June 6. Each crew was led by a different foreman, used a different size of truck, and moved a different customer a different distance. Determine the customer, date, distance, and truck for each foreman.",
]
OUTRO = []
REMARKS = INTRO + OUTRO
