// The static about texts of the questionnaires (domain/questionnaireAbout names them). Plain-English,
// factual, short; not medical advice.
export const about: Readonly<Record<string, string>> = {
  'app.about.life':
    'Life looks at how people feel about their life as a whole: their work, relationships, finances and the time they have for themselves. A higher score means people are more satisfied with their life overall.',
  'app.about.emotionalIndex':
    'The emotional index is a short check of how people have been feeling lately, from low or on edge to calm and positive. It gives a quick picture of emotional wellbeing.',
  'app.about.gratitude':
    'Gratitude asks how often people notice and appreciate the good things in their lives. Regularly feeling grateful is linked with better mood, sleep and relationships.',
  'app.about.mindfulness':
    'Mindfulness is the ability to pay attention to the present moment without judging it. These questions ask how often people are aware of what they are doing, thinking and feeling.',
  'app.about.sleep':
    'Sleep asks how long and how well people sleep. Most adults need 7 to 9 hours a night; too little sleep affects mood, concentration, safety and long-term health.',
  'app.about.sleepApnoea':
    'Sleep apnoea is a condition where breathing stops and starts during sleep. Loud snoring, choking or gasping at night and daytime sleepiness are common signs. It can be treated once diagnosed.',
  'app.about.depression':
    'The depression scale measures low mood, loss of interest and lack of energy over the past week. It is part of the DASS21 questionnaire and is a screening tool, not a diagnosis.',
  'app.about.anxiety':
    'The anxiety scale measures feelings of worry, panic and physical tension over the past week. It is part of the DASS21 questionnaire and is a screening tool, not a diagnosis.',
  'app.about.stress':
    'The stress scale measures difficulty relaxing, irritability and feeling overwhelmed over the past week. It is part of the DASS21 questionnaire and is a screening tool, not a diagnosis.',
  'app.about.dass21':
    'DASS21 (Depression Anxiety and Stress Scales) is a widely used set of 21 questions with three scales of 7 questions each: depression, anxiety and stress. Each scale is scored separately.',
  'app.about.weight':
    'Weight is recorded in kilograms. Together with height it gives the body mass index (BMI), a simple indicator of whether a weight is in a healthy range for an adult.',
  'app.about.height':
    'Height is recorded in centimetres. It is used with weight to work out the body mass index (BMI).',
  'app.about.waistCircumference':
    'Waist circumference is measured around the middle, halfway between the lowest rib and the top of the hip bone. A larger waist means more fat around the organs, which raises the risk of heart disease and type 2 diabetes.',
  'app.about.smoking':
    'Smoking asks whether people smoke now, used to smoke or have never smoked. Smoking harms nearly every organ of the body; the risks fall steadily after quitting.',
  'app.about.alcohol':
    'Alcohol counts the standard drinks people have in a typical week. Drinking less lowers the risk of injury, liver disease, heart disease and several cancers.',
  'app.about.bloodPressure':
    'Blood pressure is the force of blood against the artery walls, given as two numbers in mmHg: systolic (when the heart beats) over diastolic (between beats). High blood pressure often has no symptoms but raises the risk of stroke and heart disease.',
  'app.about.restingHeartRate':
    'Resting heart rate is the number of heartbeats per minute while sitting or lying still. A lower resting rate usually reflects better fitness; a high one can be a sign of stress, illness or low fitness.',
  'app.about.lungFunction':
    'Lung function compares how much air a person can blow out in one second with what is expected for their age, height and sex, as a percentage. Lower values can point to asthma, smoking damage or other lung conditions.',
  'app.about.cholesterolValues':
    'Cholesterol values come from a blood test: total cholesterol, HDL ("good") cholesterol, LDL ("bad") cholesterol, triglycerides and the ratio of total cholesterol to HDL, in mmol/L. High LDL and triglycerides and low HDL raise the risk of heart disease.',
  'app.about.hba1c':
    'HbA1c is a blood test showing the average blood sugar level over the past 2 to 3 months, in mmol/mol. It is used to find and follow pre-diabetes and diabetes.',
  'app.about.hearing':
    'Hearing asks about difficulty following conversations and noise at work, and may include a hearing check. Hearing loss from noise is permanent but can be prevented with hearing protection.',
  'app.about.vision':
    'Vision asks about eyesight and eye strain and may include a vision check. Regular eye tests find problems early, many of which are easy to correct.',
  'app.about.noiseLevelMonitor':
    'The noise level monitor measures the sound level around a person in decibels. Long exposure to levels above 85 dB can damage hearing.',
  'app.about.structuralHealth':
    'Structural health asks about pain and stiffness in the back, neck, shoulders and joints, and about posture and lifting at work. Early attention helps prevent long-term injury.',
};
