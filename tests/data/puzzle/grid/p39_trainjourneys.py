T = "Times"
CATEGORIES = [
    ("Passengers", ["Mr. Evans", "Mrs. Ford", "Miss Grey", "Dr. Hart", "Ms. Irwin"]),
    ("Destinations", ["Bath", "Crewe", "Derby", "Leeds", "York"]),
    ("Times", ["9:15", "9:45", "10:15", "10:45", "11:15"], [555, 585, 615, 645, 675]),
    ("Luggage", ["suitcase", "rucksack", "bicycle", "dog", "guitar"]),
    ("Reasons", ["visiting family", "job interview", "football match", "concert", "wedding"]),
]
SOLUTION = [
    ["Mr. Evans", "Leeds", "10:15", "guitar", "concert"],
    ["Mrs. Ford", "Bath", "9:15", "suitcase", "wedding"],
    ["Miss Grey", "York", "11:15", "bicycle", "visiting family"],
    ["Dr. Hart", "Derby", "9:45", "dog", "football match"],
    ["Ms. Irwin", "Crewe", "10:45", "rucksack", "job interview"],
]
CLUES = [
    ("The passenger with the bicycle caught the last train, which went to York.",
     lambda s: s.n(T, "bicycle") == 675 and s.n(T, "York") == 675),
    ("Mrs. Ford's train left an hour before Mr. Evans's.", lambda s: s.n(T, "Mrs. Ford") == s.n(T, "Mr. Evans") - 60),
    ("Dr. Hart, who had a dog with him, left on the 9:45 for Derby.",
     lambda s: s.same("Dr. Hart", "dog") and s.same("Dr. Hart", "9:45") and s.same("Dr. Hart", "Derby")),
    ("The train to Crewe left half an hour after the train to Leeds.", lambda s: s.n(T, "Crewe") == s.n(T, "Leeds") + 30),
    ("Ms. Irwin wasn't going to Bath and didn't have the guitar.",
     lambda s: not s.same("Ms. Irwin", "Bath") and not s.same("Ms. Irwin", "guitar")),
    ("The suitcase went on an earlier train than the guitar.", lambda s: s.n(T, "suitcase") < s.n(T, "guitar")),
    ("The Derby train was not Miss Grey's.", lambda s: not s.same("Derby", "Miss Grey")),
    ("The woman going to a wedding, Mrs. Ford, took the first train of the morning.",
     lambda s: s.same("Mrs. Ford", "wedding") and s.n(T, "Mrs. Ford") == 555),
    ("The football fan travelled with a dog, and the concert-goer had a guitar.",
     lambda s: s.same("football match", "dog") and s.same("concert", "guitar")),
    ("Miss Grey, who was visiting family, took her bicycle with her.",
     lambda s: s.same("Miss Grey", "visiting family") and s.same("Miss Grey", "bicycle")),
]
QUESTIONS = [("Who was going to the job interview?", lambda s: s.v("Passengers", "job interview")),
             ("Where was Mr. Evans going?", lambda s: s.v("Destinations", "Mr. Evans"))]
NUM = "."
DOT = False
INTRO = ["Five passengers caught different trains from the same station one morning, each for a different reason. The trains left half an hour apart, from 9:15 to 11:15."]
OUTRO = []
REMARKS = INTRO + OUTRO
