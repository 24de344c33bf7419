//! The lessons on rolling, swinging, springs and machines played headless, their revealed values against the
//! analytic answers.

#[path = "common/lessons.rs"]
mod lesson_play;

use lesson_play::*;

#[test]
fn a_sliding_ball_rolls_at_five_sevenths_a_hollow_one_at_three_fifths_and_the_box_stops() {
    let steps = play("11_slide_then_roll.ron");
    // solid: 2 v₀/(7 μ g) = 0.437 s, on at 5/7 × 3 m/s
    close(value(&steps[1], "speed of solid ball"), 3.0 * 5.0 / 7.0, 2e-3, "solid ball rolls on");
    close(value(&steps[1], "time"), 2.0 * 3.0 / (7.0 * 0.2 * G), DT, "rolling from");
    close(value(&steps[2], "speed of hollow ball"), 3.0 * 3.0 / 5.0, 2e-3, "hollow ball rolls on");
    close(value(&steps[2], "spin of hollow ball"), 3.0 * 3.0 / 5.0 / 0.25, 0.02, "ω = v / r");
    close(value(&steps[3], "distance moved of box"), 9.0 / (2.0 * 0.2 * G), 0.01, "v²/(2μg)");
}

#[test]
fn the_stun_ball_stops_dead_and_the_follow_ball_rolls_on_at_two_sevenths() {
    let steps = play("12_stun_and_follow.ron");
    close(value(&steps[1], "speed of stun cue"), 0.0, 1e-3, "stun");
    // the object ball left at 3 m/s and slides, slowed at μg for the 0.05 s since
    close(value(&steps[1], "speed of stun object"), 3.0 - 0.2 * G * 0.05, 0.01, "object ball");
    close(value(&steps[2], "velocity x of follow cue"), 3.0 * 2.0 / 7.0, 0.03, "follow");
    close(value(&steps[2], "velocity x of draw cue"), -3.0 * 2.0 / 7.0, 0.03, "draw");
}

#[test]
fn the_rolling_race_is_won_by_the_box_then_the_solid_ball_each_at_its_formula_speed() {
    let steps = play("13_rolling_race.ron");
    // from 5.6 m up a 20° ramp: h = 1.915 m, v = √(2gh/(1 + k)); the crossing step ends up to one step past
    // the line, a = g sin θ/(1 + k) faster
    let drop = 5.6 * 20f32.to_radians().sin();
    for (step, name, k) in [(1, "box", 0.0), (2, "solid ball", 0.4), (3, "hollow ball", 2.0 / 3.0)] {
        let speed = (2.0 * G * drop / (1.0 + k)).sqrt();
        let a = G * 20f32.to_radians().sin() / (1.0 + k);
        close(value(&steps[step], &format!("speed of {name}")), speed + 0.5 * a * DT, 0.5 * a * DT + 0.01, name);
        // t = √(2s/a)
        close(value(&steps[step], "time"), (2.0 * 5.6 / a).sqrt(), DT, name);
    }
    close(value(&steps[2], "spin of solid ball"), value(&steps[2], "speed of solid ball") / 0.2, 0.1, "ω = v / r");
}

#[test]
fn in_the_rolling_race_with_cans_the_ball_the_can_and_the_ring_cross_at_their_formula_speeds() {
    let steps = play("22_rolling_cans.ron");
    // v = √(2gh/(1 + k)) after t = √(2s/a), a = g sin θ/(1 + k): k = 2/5 for the ball, ½ the can, 1 the ring
    let drop = 5.6 * 20f32.to_radians().sin();
    for (step, name, k) in [(1, "ball", 0.4), (2, "can", 0.5), (3, "ring", 1.0)] {
        let speed = (2.0 * G * drop / (1.0 + k)).sqrt();
        let a = G * 20f32.to_radians().sin() / (1.0 + k);
        close(value(&steps[step], &format!("speed of {name}")), speed + 0.5 * a * DT, 0.5 * a * DT + 0.01, name);
        close(value(&steps[step], "time"), (2.0 * 5.6 / a).sqrt(), DT, name);
    }
    for (step, name) in [(2, "can"), (3, "ring")] {
        let rolling = value(&steps[step], &format!("speed of {name}")) / 0.2;
        close(value(&steps[step], &format!("spin of {name}")), rolling, 0.1, "ω = v / r");
    }
}

#[test]
fn the_light_and_heavy_pendulums_reach_the_bottom_together_a_quarter_period_in() {
    let steps = play("16_pendulum_period.ron");
    let period = 2.0 * std::f32::consts::PI * (1.0 / G).sqrt() * (1.0 + 10f32.to_radians().powi(2) / 16.0);
    close(value(&steps[0], "time"), period / 4.0, DT, "a quarter swing");
    let bottom = (2.0 * G * (1.0 - 10f32.to_radians().cos())).sqrt();
    for name in ["speed of 1 kg", "speed of 10 kg"] {
        close(value(&steps[0], name), bottom, 0.005, name);
        close(value(&steps[1], name), bottom, 0.01, name);
    }
}

#[test]
fn the_ballistic_pendulum_moves_off_at_the_common_speed_and_rises_to_its_height() {
    let steps = play("17_ballistic_pendulum.ron");
    let common = 0.02 * 100.0 / 2.02;
    close(value(&steps[0], "speed of block"), common, 0.01, "the block's speed after the strike");
    close(value(&steps[0], "total kinetic energy"), 0.5 * 2.02 * common * common, 0.02, "the energy left");
    close(value(&steps[1], "highest point of block") - 1.0, common * common / (2.0 * G), 0.001, "the rise");
}

#[test]
fn the_bobbing_blocks_energy_is_in_height_and_spring_at_the_top_and_damping_takes_it_away() {
    let steps = play("18_energy_of_a_spring.ron");
    // at the top of its bob the undamped block stands still; its energy is in its height and the springs
    close(value(&steps[0], "kinetic energy of undamped"), 0.0, 0.01, "kinetic energy at the top");
    // from 0.5 s to 5.5 s the damped block's ½ k A² = 0.8 J falls by e^(−ct/m): the total by 0.8 (e^−0.3 − e^−3.3)
    let lost = value(&steps[0], "total energy (moving, height, springs)")
        - value(&steps[1], "total energy (moving, height, springs)");
    close(lost, 0.8 * ((-0.3f32).exp() - (-3.3f32).exp()), 0.02, "the energy the damping took");
}

#[test]
fn the_balanced_lever_stays_level_and_the_other_turns_at_torque_over_inertia() {
    let steps = play("19_the_lever.ron");
    // m₁d₁ = m₂d₂ behind; in front the 2 kg side wins by 0.5 g N·m
    close(value(&steps[0], "tilt of back plank"), 0.0, 0.05, "the balanced plank's tilt (°)");
    assert!(value(&steps[0], "tilt of front plank") > 10.0, "the front plank stood");
    // α = τ/I with I = 7.549 kg·m² (the plank's, the boxes' own and their m (d² + h²) about the hinge); the
    // boxes riding above the hinge add a little torque as it tips, 2 % by 0.5 s
    let spin = 0.5 * G / 7.549 * 0.5;
    close(value(&steps[1], "spin of front plank"), spin, 0.04 * spin, "the front plank's spin after 0.5 s");
    close(value(&steps[1], "spin of back plank"), 0.0, 1e-3, "the back plank's spin");
}

#[test]
fn the_atwood_boxes_speed_up_at_g_over_two_and_the_heavy_one_lands_when_half_a_t_squared_is_its_height() {
    let steps = play("20_atwood_machine.ron");
    let a = G * (3.0 - 1.0) / (3.0 + 1.0);
    for name in ["speed of 3 kg", "speed of 1 kg"] {
        close(value(&steps[0], name), a * 0.5, 0.005 * a * 0.5, name);
    }
    // 1.05 m down at a: the contact begins within a step of t = √(2h/a)
    let landing = (2.0 * 1.05 / a).sqrt();
    close(value(&steps[1], "time"), landing, DT, "the landing time");
    // the heavy box stops on the floor; the light one flies on, the string slack, slowing at g for that step
    close(value(&steps[1], "speed of 1 kg"), a * landing - G * DT, 0.05, "the light box's speed as the other lands");
}

#[test]
fn on_the_turntable_the_blocks_stay_while_omega_squared_r_is_below_mu_g() {
    let steps = play("21_turntable.ron");
    close(value(&steps[0], "spin of table"), 2.0, 0.02, "the table's speed");
    // μ = 0.5: ω² r = 4 m/s² < μg at 1 m, where the block stays; 6 m/s² at 1.5 m, which slides off the 2.5 m table
    // (a block's centre rides 0.25 m above the table's)
    let apart = |r: f32| r.hypot(0.25);
    close(value(&steps[0], "distance between table and block at 1 m"), apart(1.0), 2e-3, "the block at 1 m");
    let off = value(&steps[0], "distance between table and block at 1.5 m");
    assert!(off > 2.5, "the block at 1.5 m is {off} m from the axle");
    // μ = √(0.5 × 0.125) = 0.25: now 2 m/s² < μg = 2.45 m/s² at 0.5 m alone
    close(value(&steps[1], "distance between table and block at 0.5 m"), apart(0.5), 2e-3, "the block at 0.5 m");
    let off = value(&steps[1], "distance between table and block at 1 m");
    assert!(off > 2.5, "the slippery block at 1 m is {off} m from the axle");
}
