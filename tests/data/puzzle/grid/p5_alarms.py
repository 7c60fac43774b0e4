T = "Times"
def t(s, x):
    return s.n(T, x)
CATEGORIES = [
    ("People", ["Dad", "Gran", "Mum", "Toby"]),
    ("Times", ["5:45am", "6:00am", "6:30am", "7:10am"], [345, 360, 390, 430]),
    ("Sounds", ["birdsong", "buzzer", "radio", "ringtone"]),
    ("Reasons", ["dog walk", "gym", "school bus", "shift"]),
]
CLUES = [
    ("Dad's alarm goes off at a quarter to six, and it isn't the birdsong.",
     lambda s: t(s, "Dad") == 345 and not s.same("Dad", "birdsong")),
    ("Toby's the last one up, and he's catching the school bus.",
     lambda s: t(s, "Toby") == 430 and s.same("Toby", "school bus")),
    ("The radio comes on half an hour after the birdsong.", lambda s: t(s, "radio") == t(s, "birdsong") + 30),
    ("Gran's alarm isn't the ringtone, and she doesn't get up for a dog walk.",
     lambda s: not s.same("Gran", "ringtone") and not s.same("Gran", "dog walk")),
    ("Whoever's getting up for the gym sets an alarm for six o'clock.", lambda s: t(s, "gym") == 360),
    ("Mum's alarm goes off after Gran's.", lambda s: t(s, "Mum") > t(s, "Gran")),
    ("Toby's alarm is the ringtone.", lambda s: s.same("Toby", "ringtone")),
    ("Mum gets up for the dog walk.", lambda s: s.same("Mum", "dog walk")),
    ("Dad doesn't wake up to the radio.", lambda s: not s.same("Dad", "radio")),
]
REMARKS = ["Everyone in the Kowalczyk house sets an alarm on a weekday, each for a different time, with a different sound, and for a different reason."]
QUESTIONS = [("Whose alarm is the buzzer?", lambda s: s.v("People", "buzzer"))]
