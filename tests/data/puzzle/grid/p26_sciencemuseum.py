M = "Months"
V = "Visitors"
CATEGORIES = [
    ("Exhibits", ["Dinosaur Dig", "Electric Sky", "Ocean Deep", "Robot Lab", "Weather Wall"]),
    ("Months", ["February", "April", "May", "July", "September"], [2, 4, 5, 7, 9]),
    ("Designers", ["Mr. Ansel", "Ms. Brody", "Dr. Chen", "Mrs. Delgado", "Mr. Ferris"]),
    ("Visitors", ["310", "385", "460", "535", "610"], [310, 385, 460, 535, 610]),
    ("Locations", ["Atrium", "East Wing", "North Wing", "South Wing", "West Wing"]),
]
SOLUTION = [
    ["Dinosaur Dig", "April", "Mrs. Delgado", "610", "Atrium"],
    ["Electric Sky", "September", "Dr. Chen", "385", "North Wing"],
    ["Ocean Deep", "February", "Mr. Ferris", "460", "West Wing"],
    ["Robot Lab", "July", "Ms. Brody", "535", "East Wing"],
    ["Weather Wall", "May", "Mr. Ansel", "310", "South Wing"],
]
CLUES = [
    ("The exhibit that opened in February drew 75 more visitors than the Electric Sky exhibit.",
     lambda s: s.n(V, "February") == s.n(V, "Electric Sky") + 75),
    ("Mrs. Delgado's exhibit drew the largest opening-day crowd.", lambda s: s.n(V, "Mrs. Delgado") == 610),
    ("The Robot Lab opened two months after the Weather Wall.",
     lambda s: s.n(M, "Robot Lab") == s.n(M, "Weather Wall") + 2),
    ("Dr. Chen's exhibit, which is in the North Wing, opened later in the year than any of the others.",
     lambda s: s.same("Dr. Chen", "North Wing") and s.n(M, "Dr. Chen") == 9),
    ("The exhibit in the Atrium opened sometime before the one designed by Mr. Ansel.",
     lambda s: s.n(M, "Atrium") < s.n(M, "Mr. Ansel")),
    ("Mr. Ferris designed neither the Robot Lab nor the Dinosaur Dig.",
     lambda s: not s.same("Mr. Ferris", "Robot Lab") and not s.same("Mr. Ferris", "Dinosaur Dig")),
    ("The five exhibits are the Weather Wall, the one in the West Wing, the one designed by Ms. Brody, the one that opened in April, and the one that drew 385 visitors.",
     lambda s: len({s.e("Weather Wall"), s.e("West Wing"), s.e("Ms. Brody"), s.e("April"), s.e("385")}) == 5),
    ("The South Wing exhibit had the smallest opening-day crowd.", lambda s: s.n(V, "South Wing") == 310),
    ("The Ocean Deep was the first of the five to open, and it isn't in the Atrium.",
     lambda s: s.n(M, "Ocean Deep") == 2 and not s.same("Ocean Deep", "Atrium")),
    ("The Dinosaur Dig drew 75 more visitors than the Robot Lab.", lambda s: s.n(V, "Dinosaur Dig") == s.n(V, "Robot Lab") + 75),
    ("Mr. Ansel's exhibit opened four months before Dr. Chen's.", lambda s: s.n(M, "Mr. Ansel") == s.n(M, "Dr. Chen") - 4),
    ("The East Wing exhibit opened in July.", lambda s: s.same("East Wing", "July")),
]
NUM = "."
DOT = False
INTRO = [
    "New Exhibits at the Science Center",
    "The Lakeshore Science Center opened five new exhibits last year, each in a different month. Each exhibit was designed by a different staff member and is housed in a different part of the building, and each drew a different number of visitors on its opening day. Find the month each exhibit opened, its designer, its opening-day attendance, and its location.",
]
OUTRO = []
REMARKS = INTRO + OUTRO
