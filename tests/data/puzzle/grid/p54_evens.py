# Category lines, families first: five houses on the even side of a lane,
# numbered 2, 4, 6, 8, 10 in order, so "next door" means numbers 2 apart
# and "the next number up" means 2 higher.
N = "Number"
def num(s, x):
    return s.n(N, x)
def nextdoor(s, x, y):
    return abs(num(s, x) - num(s, y)) == 2
NUM = "1."
CATEGORIES = [
    ("Family", ["Ashworth", "Bhatt", "Carver", "Dobson", "Ellery"]),
    ("Number", ["2", "4", "6", "8", "10"], [2, 4, 6, 8, 10]),
    ("Door", ["blue", "green", "purple", "red", "yellow"]),
    ("Car", ["camper van", "estate", "hatchback", "pickup", "saloon"]),
    ("Pet", ["cat", "dog", "goldfish", "parrot", "tortoise"]),
]
SOLUTION = [
    ("Dobson", "2", "yellow", "camper van", "tortoise"),
    ("Ashworth", "4", "green", "pickup", "goldfish"),
    ("Ellery", "6", "red", "saloon", "cat"),
    ("Bhatt", "8", "blue", "hatchback", "dog"),
    ("Carver", "10", "purple", "estate", "parrot"),
]
CLUES = [
    ("The Ashworths drive a pickup.", lambda s: s.same("Ashworth", "pickup")),
    ("The Dobsons' door is yellow.", lambda s: s.same("Dobson", "yellow")),
    ("The goldfish live next door to the tortoise, in the higher-numbered house.", lambda s: num(s, "goldfish") == num(s, "tortoise") + 2),
    ("The camper van belongs to the family with the tortoise.", lambda s: s.same("camper van", "tortoise")),
    ("The family with the saloon have a cat.", lambda s: s.same("saloon", "cat")),
    ("The pickup is parked outside the house with the green door.", lambda s: s.same("green", "pickup")),
    ("The Ellerys live next door to the owners of the hatchback.", lambda s: nextdoor(s, "Ellery", "hatchback")),
    ("The dog's house number is 2 higher than that of the red door.", lambda s: num(s, "dog") == num(s, "red") + 2),
    ("The Ellerys live at the next number up from the pickup.", lambda s: num(s, "Ellery") == num(s, "pickup") + 2),
    ("The house with the blue door has the Carvers on one side and the saloon owners on the other.", lambda s: nextdoor(s, "blue", "Carver") and nextdoor(s, "blue", "saloon") and not s.same("Carver", "saloon")),
    ("The saloon's house number lies between the Dobsons' and the hatchback's.", lambda s: min(num(s, "Dobson"), num(s, "hatchback")) < num(s, "saloon") < max(num(s, "Dobson"), num(s, "hatchback"))),
]
QUESTIONS = [("At what number do the Bhatts live, and who keeps the parrot?",
              lambda s: (s.v("Number", "Bhatt"), s.v("Family", "parrot")))]
INTRO = ["The even-numbered side of Mill Lane has just five houses, numbers 2 to 10, standing in a row in that order. Each family has a front door of a different colour, a different kind of vehicle and a different pet."]
REMARKS = INTRO
